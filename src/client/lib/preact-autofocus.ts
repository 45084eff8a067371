import { options, type VNode } from 'preact';

/*
 * React focuses an element rendered with `autoFocus` when it mounts; Preact only sets the HTML
 * attribute, which the browser honours once per page load. Dialog steps (the registration
 * success button, the code inputs) mount long after that, so without this the focus would stay
 * on the previous step's button. Each element is focused once, when first attached, as in React.
 */

type Ref = ((element: Element | null) => void) | { current: Element | null } | null | undefined;

const focusedOnce = new WeakSet<Element>();
const wrappedRefs = new WeakMap<object, (element: Element | null) => void>();

function focusOnFirstAttach(element: Element | null): void {
  if (!element || focusedOnce.has(element) || !(element instanceof HTMLElement)) return;
  focusedOnce.add(element);
  // After the commit, as React does: the element must be in the document to take focus.
  queueMicrotask(() => {
    if (element.isConnected) element.focus();
  });
}

function withFocus(ref: Ref): (element: Element | null) => void {
  if (!ref) return focusOnFirstAttach;
  const known = wrappedRefs.get(ref);
  if (known) return known;
  const wrapped = (element: Element | null) => {
    if (typeof ref === 'function') ref(element);
    else ref.current = element;
    focusOnFirstAttach(element);
  };
  wrappedRefs.set(ref, wrapped);
  return wrapped;
}

export function installAutoFocus(): void {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as { autoFocus?: unknown } | null;
    if (typeof vnode.type === 'string' && props?.autoFocus) {
      const node = vnode as VNode & { ref: Ref };
      node.ref = withFocus(node.ref);
    }
    previous?.(vnode);
  };
}
