import { Center, Loader } from '@mantine/core';
import type { PhaseNumber } from '@trilha/shared';
import { type ComponentType, memo, Suspense } from 'react';
import type { Namespace } from '../../i18n';
import { lazyScreen } from '../../lib/lazy-with-preload';

type PhaseView = ComponentType<{ projectId: string }>;

/** A phase's tools, with the texts they show first (see lazyScreen). */
const phaseView = <M,>(load: () => Promise<M>, name: keyof M, texts: Namespace) =>
  lazyScreen<M, { projectId: string }>(load, name, texts);

/** Each phase's tools are their own chunk: a project page loads only the phase on screen. */
const VIEWS: Record<PhaseNumber, PhaseView & { preload(): Promise<unknown> }> = {
  1: phaseView(
    () => import('../../features/workspace/phase-1-empathize/EmpathizeView'),
    'EmpathizeView',
    'empathize',
  ),
  2: phaseView(() => import('./DefineView'), 'DefineView', 'defineIdeate'),
  3: phaseView(() => import('./IdeateView'), 'IdeateView', 'defineIdeate'),
  4: phaseView(
    () => import('../../features/workspace/phase-4-prototype/PrototypeView'),
    'PrototypeView',
    'prototypeTest',
  ),
  5: phaseView(
    () => import('../../features/workspace/phase-5-test/TestView'),
    'TestView',
    'prototypeTest',
  ),
};

/** Asks for a phase's tools before they are rendered (see lazyWithPreload). */
export function preloadPhaseView(phase: PhaseNumber): Promise<unknown> {
  return VIEWS[phase].preload();
}

/**
 * The tools of the project's current phase, below the phase cards. Memoized: on a page drawn by
 * the server, the phase's code may still be on its way when the page above renders again (the
 * database opened, the session was checked); a render reaching the part not hydrated yet would
 * make React throw its HTML away and draw it anew.
 */
export const PhaseToolPanel = memo(function PhaseToolPanel({
  projectId,
  phase,
}: {
  projectId: string;
  phase: PhaseNumber;
}) {
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
});
