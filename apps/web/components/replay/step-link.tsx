'use client';
/**
 * A link to a replay step. Without JavaScript it is a plain link (the server renders that step);
 * with it, a plain click moves the viewer in the page and the address follows (replaceState).
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface Stepper {
  readonly hrefOf: (step: number) => string;
  readonly go: (step: number) => void;
}

export const StepperContext = createContext<Stepper>({ hrefOf: () => '#', go: () => undefined });

export function StepLink({ step, children, label, className, style }: {
  step: number; children?: ReactNode; label?: string; className?: string | undefined; style?: React.CSSProperties;
}) {
  const { hrefOf, go } = useContext(StepperContext);
  return (
    <a href={hrefOf(step)} aria-label={label} title={label} className={className} style={style}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        go(step);
      }}>{children}</a>
  );
}
