import { Progress, Stack, Text } from '@mantine/core';

/** 'Projetos 2 de 3' with a bar; no bar when the plan sets no limit. */
export function UsageMeter(props: { label: string; used: number; max: number | null }) {
  const percent = props.max ? Math.min(100, (props.used / props.max) * 100) : 0;
  const full = props.max !== null && props.used >= props.max;
  return (
    <Stack gap={4}>
      <Text size="sm">{props.label}</Text>
      {props.max !== null && (
        <Progress
          value={percent}
          color={full ? 'orange' : 'teal'}
          aria-label={props.label}
          size="sm"
        />
      )}
    </Stack>
  );
}
