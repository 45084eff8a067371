/** The element of a dashboard page that carries its first screen's data (server: lib/http/first-screen.ts). */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/** Pages whose HTML carries the first screen: the board and the wall display. */
export const FIRST_SCREEN_ROUTES = ['/', '/display'] as const;

/** `{ "<polled path>": <its answer> }`: the client puts each into the query that path fills. */
export type FirstScreenData = Record<string, unknown>;

/** The attribute of that element with the ISO moment the server rendered the page (the first render's "now"). */
export const FIRST_SCREEN_RENDERED_AT = 'data-rendered-at';
