// Controlled and uncontrolled state for the React wrappers, the way React's own inputs do it:
//
// - `sort` (etc.) given: controlled. @lit/react writes every prop on every render, so the wrapper
//   re-renders after the element's change event; if the parent kept `sort` as it was, the table
//   goes back to it at once, and if the parent stored the reader's choice, the table keeps it.
// - `sort` not given: uncontrolled. The prop is never handed to @lit/react (which would write
//   `undefined` back on the next render), so a reader's choice stays; `defaultSort` is the start,
//   written once when the element mounts (a layout effect runs before Lit's first update).
import * as React from 'react';

/** One piece of reader state: the controlled prop, its `default…` twin and the handler that reports it. */
export interface StateSpec {
  prop: string;
  defaultProp: string;
  handler: string;
}

/** A reader change the element announces by reflecting an attribute only (bibtex-card's `format`). */
export interface ReflectedSpec extends StateSpec {
  /** The synthesized handler's event name (never dispatched on the element; passed to the handler). */
  eventName: string;
}

type Props = Record<string, unknown>;
type AnyComponent = React.ForwardRefExoticComponent<Props & React.RefAttributes<HTMLElement>>;

export function withStartState<P extends object, E extends HTMLElement>(
  inner: React.ComponentType<never>,
  displayName: string,
  specs: StateSpec[],
  reflected?: ReflectedSpec,
): React.ForwardRefExoticComponent<React.PropsWithoutRef<P> & React.RefAttributes<E>> {
  const Inner = inner as unknown as AnyComponent;
  const all = reflected ? [...specs, reflected] : specs;
  const Wrapper = React.forwardRef<E, P>((props, forwarded) => {
    const element = React.useRef<E | null>(null);
    const latest = React.useRef(props as Props);
    latest.current = props as Props;
    const [, rerender] = React.useReducer((n: number) => n + 1, 0);
    const passed: Props = { ...(props as Props) };
    const controlled = all.filter((spec) => passed[spec.prop] !== undefined);
    for (const spec of all) {
      delete passed[spec.defaultProp];
      if (passed[spec.prop] === undefined) delete passed[spec.prop];
    }
    if (reflected) delete passed[reflected.handler];
    for (const handler of new Set(controlled.filter((spec) => spec !== reflected).map((spec) => spec.handler))) {
      passed[handler] = (event: Event) => {
        (latest.current[handler] as ((event: Event) => void) | undefined)?.(event);
        rerender();
      };
    }

    // The starting state, once, before the element first draws (and only where it is not controlled).
    React.useLayoutEffect(() => {
      const node = element.current as unknown as Props | null;
      if (!node) return;
      for (const spec of all) {
        const start = latest.current[spec.defaultProp];
        if (latest.current[spec.prop] === undefined && start !== undefined) node[spec.prop] = start;
      }
    }, []);

    // bibtex-card has no change event for its format: its reflected attribute tells us.
    React.useEffect(() => {
      const node = element.current;
      if (!reflected || !node) return;
      let last = (node as unknown as Props)[reflected.prop];
      const observer = new MutationObserver(() => {
        const now = (node as unknown as Props)[reflected.prop];
        if (now === last) return;
        last = now;
        const given = latest.current[reflected.prop];
        if (now === given) return; // the controlled value being applied, not a reader's change
        (latest.current[reflected.handler] as ((event: CustomEvent) => void) | undefined)?.(new CustomEvent(reflected.eventName, { detail: { [reflected.prop]: now } }));
        if (given !== undefined) rerender();
      });
      observer.observe(node, { attributes: true, attributeFilter: [reflected.prop] });
      return () => observer.disconnect();
    }, []);

    const ref = React.useCallback(
      (node: E | null) => {
        element.current = node;
        if (typeof forwarded === 'function') forwarded(node);
        else if (forwarded) forwarded.current = node;
      },
      [forwarded],
    );
    return React.createElement(Inner, { ...passed, ref: ref as React.Ref<HTMLElement> });
  });
  Wrapper.displayName = displayName;
  return Wrapper as unknown as React.ForwardRefExoticComponent<React.PropsWithoutRef<P> & React.RefAttributes<E>>;
}
