import { Group } from '@mantine/core';

/** Dots drawn as filled circles (a person's own dots on a card, the dots left). */
export function DotRow(props: { count: number; label: string; color?: string }) {
  const color = props.color ?? 'var(--mantine-color-violet-6)';
  return (
    <Group gap={6} role="img" aria-label={props.label} mih={20}>
      {Array.from({ length: props.count }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: identical dots, only their number matters
          key={index}
          style={{ width: 18, height: 18, borderRadius: '50%', background: color }}
        />
      ))}
    </Group>
  );
}
