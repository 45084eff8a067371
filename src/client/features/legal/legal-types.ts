/** One entry of a policy's table of contents; `id` is its section's anchor, `title` the message id of its heading. */
export interface TocEntry {
  id: string;
  title: string;
}
