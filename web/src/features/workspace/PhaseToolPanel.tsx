import { Center, Loader } from '@mantine/core';
import type { PhaseNumber } from '@trilha/shared';
import { type ComponentType, lazy, Suspense } from 'react';

type PhaseView = ComponentType<{ projectId: string }>;

/** Each phase's tools are their own chunk: a project page loads only the phase on screen. */
const VIEWS: Record<PhaseNumber, PhaseView> = {
  1: lazy(async () => ({
    default: (await import('./phase-1-empathize/EmpathizeView')).EmpathizeView,
  })),
  2: lazy(async () => ({ default: (await import('./phase-2-define/DefineView')).DefineView })),
  3: lazy(async () => ({ default: (await import('./phase-3-ideate/IdeateView')).IdeateView })),
  4: lazy(async () => ({
    default: (await import('./phase-4-prototype/PrototypeView')).PrototypeView,
  })),
  5: lazy(async () => ({ default: (await import('./phase-5-test/TestView')).TestView })),
};

/** The tools of the project's current phase, below the phase cards. */
export function PhaseToolPanel({ projectId, phase }: { projectId: string; phase: PhaseNumber }) {
  const View = VIEWS[phase];
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader />
        </Center>
      }
    >
      <View projectId={projectId} />
    </Suspense>
  );
}
