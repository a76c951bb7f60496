import * as RadixTooltip from "@radix-ui/react-tooltip";
import {
  cloneElement,
  type FocusEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

/**
 * Tooltips open after the spec's hover delay (700 ms); moving on to the next one within 300 ms opens it at once.
 * A page that shows tooltips wraps them in one provider, so pages without tooltips ship none of this code.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </RadixTooltip.Provider>
  );
}

type TriggerProps = {
  onPointerEnter?: (event: ReactPointerEvent) => void;
  onPointerLeave?: (event: ReactPointerEvent) => void;
  onPointerDown?: (event: ReactPointerEvent) => void;
  onPointerCancel?: (event: ReactPointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
};

type Wake = { via: "focus" } | { via: "pointer"; pointerType: string };

/**
 * A short label for `children`: one focusable element that accepts a ref.
 *
 * The Radix tooltip mounts on the trigger's first hover or keyboard focus. Mounted up front, the hundred or so
 * tooltips of /programs tripled the page's hydration work (each root renders again when its trigger attaches). Until
 * then the trigger renders bare; waking remounts it, so the new node is handed the visitor's focus or hover.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement<TriggerProps> }) {
  const [wake, setWake] = useState<Wake | null>(null);
  // Still over the trigger: the wake-up render may come a task after the pointer arrived.
  const engaged = useRef(false);
  if (!wake) return <DormantTrigger engaged={engaged} onWake={setWake} trigger={children} />;
  return (
    <RadixTooltip.Root>
      <AwakeTrigger wake={wake} engaged={engaged} trigger={children} />
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          sideOffset={6}
          className="z-50 max-w-xs rounded-md bg-gray-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg"
        >
          {content}
          <RadixTooltip.Arrow className="fill-gray-900" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}

function DormantTrigger({
  trigger,
  engaged,
  onWake,
}: {
  trigger: ReactElement<TriggerProps>;
  engaged: RefObject<boolean>;
  onWake: (wake: Wake) => void;
}) {
  // A tap focuses the trigger too (after the pointer is up), and Radix closes what a click opened: only focus
  // without a press wakes it.
  const pressed = useRef(false);
  const own = trigger.props;
  return cloneElement(trigger, {
    onPointerEnter(event) {
      own.onPointerEnter?.(event);
      if (event.pointerType === "touch") return;
      engaged.current = true;
      onWake({ via: "pointer", pointerType: event.pointerType });
    },
    onPointerLeave(event) {
      own.onPointerLeave?.(event);
      engaged.current = false;
    },
    onPointerDown(event) {
      own.onPointerDown?.(event);
      pressed.current = true;
    },
    onPointerCancel(event) {
      own.onPointerCancel?.(event);
      pressed.current = false;
    },
    onFocus(event) {
      own.onFocus?.(event);
      if (!pressed.current) onWake({ via: "focus" });
      pressed.current = false;
    },
  });
}

function AwakeTrigger({
  trigger,
  wake,
  engaged,
}: {
  trigger: ReactElement<TriggerProps>;
  wake: Wake;
  engaged: RefObject<boolean>;
}) {
  const ref = useRef<HTMLButtonElement>(null); // Radix's type: the node is whatever element `trigger` is
  // Once, on the new node: keyboard focus comes back to it, which opens the tooltip at once, or the hover becomes a
  // pointer move, which starts Radix's hover delay (none within its skip delay). Both go through Radix's handlers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hand-over happens on mount only
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    // Keyboard focus woke it (a discrete event: this render is synchronous), and went to <body> with the old node.
    if (wake.via === "focus") {
      if (document.activeElement === document.body) node.focus();
    } else if (engaged.current) {
      node.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, pointerType: wake.pointerType }));
    }
  }, []);
  return (
    <RadixTooltip.Trigger asChild ref={ref}>
      {trigger}
    </RadixTooltip.Trigger>
  );
}
