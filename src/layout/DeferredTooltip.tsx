/**
 * MUI's Tooltip, loaded after the first screen (the build puts this module in its place: vite.config.ts,
 * deferredTooltip). The real one brings Popper and @popperjs (~11 KiB gzipped) onto every cabinet's first screen
 * through react-admin's menu entries, sort headers and buttons, though no tooltip shows before a pointer rests on
 * something. Until it has loaded (at the browser's first idle moment) the child is rendered as MUI renders it,
 * with the name or description a text title gives it, so nothing changes for a screen reader. (The build's module
 * in Tooltip's place also re-exports MUI's tooltipClasses.)
 */
import { useForkRef } from '@mui/material/utils';
import type { TooltipProps } from '@mui/material/Tooltip';
import { type ComponentType, type Ref, cloneElement, forwardRef, isValidElement, useSyncExternalStore } from 'react';


let Loaded: ComponentType<TooltipProps> | null = null;
const listeners = new Set<() => void>();
let loading: Promise<void> | null = null;

function load(): Promise<void> {
  loading ??= import('@mui/material/Tooltip').then((module) => {
    Loaded = module.default as ComponentType<TooltipProps>;
    for (const listener of listeners) listener();
  });
  return loading;
}

if (typeof window !== 'undefined') {
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
  whenIdle(() => void load());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const loaded = () => Loaded;

type ChildProps = Record<string, unknown> & { className?: string; ref?: Ref<unknown> };
/** Tooltip's own props; the others it passes on to its child, as MUI's does. */
const OWN = new Set(['arrow', 'children', 'classes', 'components', 'componentsProps', 'disableFocusListener', 'disableInteractive', 'disableTouchListener', 'enterDelay', 'enterNextDelay', 'enterTouchDelay', 'followCursor', 'id', 'leaveDelay', 'leaveTouchDelay', 'onClose', 'onOpen', 'placement', 'PopperComponent', 'PopperProps', 'slotProps', 'slots', 'TransitionComponent', 'TransitionProps']);

const DeferredTooltip = forwardRef<unknown, TooltipProps>(function DeferredTooltip(props, ref) {
  const Tooltip = useSyncExternalStore(subscribe, loaded, loaded);
  const child = isValidElement<ChildProps>(props.children) ? props.children : <span>{props.children}</span>;
  const handleRef = useForkRef(child.props.ref as Ref<unknown>, ref);
  if (Tooltip) return <Tooltip ref={ref as Ref<HTMLDivElement>} {...props} />;
  const { title, describeChild = false, disableHoverListener = false, open, className, ...other } = props;
  const passed = Object.fromEntries(Object.entries(other).filter(([key]) => !OWN.has(key)));
  const text = typeof title === 'string' ? title : null;
  const nameOrDescription = describeChild ? { title: !open && !disableHoverListener ? text : null } : { 'aria-label': text };
  const classNames = [className, child.props.className].filter(Boolean).join(' ') || undefined;
  return cloneElement(child, { ...nameOrDescription, ...passed, ...child.props, className: classNames, ref: handleRef });
});

export default DeferredTooltip;
