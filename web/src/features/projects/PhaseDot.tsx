import { phaseByNumber } from '@trilha/shared';

/** The small dot in a phase's colour beside its name (decorative: the name says it). */
export function PhaseDot({ phase }: { phase: number }) {
  return (
    <span
      aria-hidden
      style={{
        width: 10,
        height: 10,
        borderRadius: '50%',
        flexShrink: 0,
        background: phaseByNumber(phase)?.color ?? 'var(--mantine-color-gray-5)',
      }}
    />
  );
}
