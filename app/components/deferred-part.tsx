import { useLayoutEffect, useRef, useState, type ComponentType, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useHydrated } from "remix-utils/use-hydrated";
import { useServerParts, type DeferredPartName } from "~/modules/render/server-parts";

/**
 * A part of a page (a form) whose client code (conform, zod, the form protection) loads on the visitor's first
 * interaction with it, not with the page (docs/performance.md: every chunk a visit loads counts
 * toward 100 kB, and these weigh ~28 kB gzipped).
 *
 * The server renders the form. While hydrating, the client renders the same wrapper with an empty
 * `dangerouslySetInnerHTML`: React keeps the server's markup inside as it is (it never patches
 * innerHTML while hydrating), so the form is the plain HTML one that works without JavaScript
 * (typing, a native post). Hovering, touching or focusing it loads the code; the live form then
 * replaces that markup in one commit, with what was typed and the focus carried over. A page
 * reached by a client navigation loads the code at once.
 *
 * `interactive: false` is for static markup (a section with no behaviour): a first visit never
 * loads its code; only a client navigation to the page does.
 */
export function deferredPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  // The same component for the server render, which entry.server.tsx hands over (server-parts.ts)
  // so that it never reaches the page's first chunks.
  serverName: DeferredPartName,
  { interactive = true }: { interactive?: boolean } = {},
) {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const start = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };

  /**
   * `answered`: the page shows the server's answer to a post (sent before the code had loaded):
   * the live form takes over at once, so its messages behave as after any post with JavaScript
   * (a toast instead of the in-page alert).
   */
  return function DeferredPart(props: Props & { className?: string; answered?: boolean }) {
    const { className, answered = false, ...rest } = props;
    const server = typeof document === "undefined";
    const hydrated = useHydrated();
    // Decided once: rendered while hydrating, the server's markup stays until first use.
    const [startedInert] = useState(!hydrated && !server);
    const serverComponent = useServerParts()?.deferredParts[serverName] as
      ComponentType<Props> | undefined;
    const [Live, setLive] = useState<ComponentType<Props> | null>(() =>
      server ? (serverComponent ?? null) : loaded,
    );
    const ref = useRef<HTMLDivElement>(null);
    const carried = useRef<Snapshot | null>(null);
    // Settles once the live form has taken the markup's place.
    const swapped = useRef<Promise<void> | null>(null);
    // While a pointer is down on the markup: the swap waits (see `wake`).
    const pressed = useRef<Promise<void> | null>(null);

    useLayoutEffect(() => {
      if (Live || startedInert) return;
      let active = true;
      void start().then((component) => active && setLive(() => component));
      return () => {
        active = false;
      };
    }, [Live, startedInert]);

    useLayoutEffect(() => {
      if (answered && startedInert && !Live) void wake();
      // Only the answer the page was hydrated with.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    useLayoutEffect(() => {
      if (!Live || !carried.current || !ref.current) return;
      restore(ref.current, carried.current);
      carried.current = null;
    }, [Live]);

    if (Live) {
      return (
        // "server" in the server's HTML, which hydration keeps until the live form replaces it.
        <div key="live" ref={ref} className={className} data-deferred={server ? "server" : "live"}>
          <Live {...(rest as Props)} />
        </div>
      );
    }
    if (!startedInert) return <div key="loading" className={className} aria-busy="true" />;
    // A press on the plain button followed by its release on the live one would be a click on
    // neither (the browser sends it to their common parent): the post would be lost. So the swap
    // waits for the release, and the click it makes, to be over.
    const press = () => {
      if (pressed.current) return;
      pressed.current = new Promise((released) => {
        const release = () => {
          window.removeEventListener("pointerup", release, true);
          window.removeEventListener("pointercancel", release, true);
          // After the click that follows the release in the same task.
          setTimeout(() => {
            pressed.current = null;
            released();
          });
        };
        window.addEventListener("pointerup", release, true);
        window.addEventListener("pointercancel", release, true);
      });
    };
    const wake = () => {
      if (!interactive) return null;
      swapped.current ??= start().then(async (component) => {
        while (pressed.current) await pressed.current;
        if (ref.current) carried.current = snapshot(ref.current);
        // One commit between reading the fields and the live form taking their place.
        flushSync(() => setLive(() => component));
      });
      return swapped.current;
    };
    // Sent before the code arrived: the live form sends it, as every post with JavaScript is
    // sent; if the code cannot load, the browser posts the plain form.
    const submitLater = (event: FormEvent<HTMLDivElement>) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !interactive) return;
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const name = submitter?.getAttribute("name");
      void wake()?.then(
        () => {
          const live = ref.current?.querySelector("form");
          const button = live?.querySelector<HTMLElement>(
            name ? `[type="submit"][name="${CSS.escape(name)}"]` : '[type="submit"]',
          );
          live?.requestSubmit(button ?? undefined);
        },
        () => form.submit(),
      );
    };
    return (
      <div
        key="inert"
        ref={ref}
        className={className}
        data-deferred="server"
        onPointerOver={wake}
        onPointerDown={() => {
          press();
          void wake();
        }}
        onFocus={wake}
        onKeyDown={wake}
        onSubmit={submitLater}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    );
  };
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Snapshot = {
  values: { name: string; index: number; value: string; checked: boolean }[];
  focus: { name: string; index: number; start: number | null; end: number | null } | null;
};

const FIELDS = "input, textarea, select";
// Set by the server or the live form itself, never typed: left as the live form renders them.
const SKIPPED = new Set(["hidden", "file", "submit", "button", "reset", "image"]);

function fieldsOf(root: HTMLElement) {
  const counts = new Map<string, number>();
  return [...root.querySelectorAll<Field>(FIELDS)]
    .filter((field) => field.name && !SKIPPED.has(field.type))
    .map((field) => {
      const index = counts.get(field.name) ?? 0;
      counts.set(field.name, index + 1);
      return { field, index };
    });
}

function snapshot(root: HTMLElement): Snapshot {
  const fields = fieldsOf(root);
  const active = fields.find(({ field }) => field === document.activeElement);
  const selection = (field: Field) => {
    try {
      return "selectionStart" in field
        ? { start: field.selectionStart, end: field.selectionEnd }
        : { start: null, end: null };
    } catch {
      // Inputs such as type=email have no selection.
      return { start: null, end: null };
    }
  };
  return {
    values: fields.map(({ field, index }) => ({
      name: field.name,
      index,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    })),
    focus: active
      ? { name: active.field.name, index: active.index, ...selection(active.field) }
      : null,
  };
}

function restore(root: HTMLElement, saved: Snapshot) {
  const fields = fieldsOf(root);
  const find = (name: string, index: number) =>
    fields.find((entry) => entry.field.name === name && entry.index === index)?.field;
  for (const { name, index, value, checked } of saved.values) {
    const field = find(name, index);
    if (!field) continue;
    if (
      field instanceof HTMLInputElement &&
      (field.type === "checkbox" || field.type === "radio")
    ) {
      field.checked = checked;
    } else {
      field.value = value;
    }
  }
  if (!saved.focus) return;
  const field = find(saved.focus.name, saved.focus.index);
  if (!field) return;
  field.focus();
  const { start, end } = saved.focus;
  if (start !== null && end !== null && "setSelectionRange" in field) {
    try {
      field.setSelectionRange(start, end);
    } catch {
      // Not every input type has a selection.
    }
  }
}
