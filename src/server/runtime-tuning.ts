import v8 from 'node:v8';

/**
 * The server process runs with V8's allocation-site pretenuring off (issue 13, point 8; ADR 16).
 *
 * Under the dashboards' poll load, V8 sometimes decided, early in a process's life, that the
 * objects made at some hot site live long, and allocated them in the old generation from then
 * on. The young objects they point to (each request's headers, buffers, closures) then survived
 * every scavenge through those dead-but-uncollected old objects, so nearly all of every request
 * was promoted and left to mark-compacts: scavenges took ten times as long, and such a process
 * answered the polled paths 20 to 30 % slower for its whole life. It struck about half of the
 * processes started, at random, which is why fresh processes of the same build came out so far
 * apart. A sampling heap profile of objects promoted and then collected, five seconds under
 * load, read 260 to 310 MB in such a process and 1 to 13 MB with pretenuring off, in every one.
 *
 * Set before anything else runs; V8 reads the flag at each collection, so the command line that
 * starts the server needs nothing (a flag there would be one more thing a deployment can drop).
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');
