/** The element of a dashboard page that carries its first screen's data (server: lib/first-screen.ts). */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/** Pages whose HTML carries the first screen: the board and the wall display. */
export const FIRST_SCREEN_ROUTES = ['/', '/display'] as const;

/** `{ "<polled path>": <its answer> }`: each path is the client's query key for that answer. */
export type FirstScreenData = Record<string, unknown>;
