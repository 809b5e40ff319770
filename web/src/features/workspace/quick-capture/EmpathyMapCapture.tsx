import { NativeSelect, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  EMPATHY_MAP_QUADRANTS,
  type EmpathyMap,
  type EmpathyMapQuadrant,
  LIST_ITEM_MAX,
} from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanEdit } from '../../../project-data/project-access';
import type { RecordQuery } from '../../../project-data/records';
import { QuickCapture } from './QuickCapture';
import { useCaptureSave } from './useCaptureSave';

/**
 * Quick capture into an empathy map: pick a map and a quadrant (says, thinks, does, feels),
 * then each note is appended to it with `empathyMap.addItem`, which appends on apply, so two
 * tablets adding to the same quadrant at once both keep their notes.
 */
export function EmpathyMapCapture({ maps }: { maps: RecordQuery<EmpathyMap> }) {
  const { t } = useTranslation(['facilitation', 'empathize']);
  const save = useCaptureSave();
  const canEdit = useCanEdit();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [quadrant, setQuadrant] = useState<EmpathyMapQuadrant>('says');
  const rows = maps.rows ?? [];
  // The chosen map, or the newest one (also when the chosen one was deleted meanwhile).
  const map = rows.find((row) => row.id === chosenId) ?? rows[0];
  // The hint to create a map is for those who may (see ProjectAccess).
  if (!maps.rows || !map) {
    return maps.rows && canEdit ? (
      <Text size="sm" c="dimmed" mb="md">
        {t('capture.empathy.noMap')}
      </Text>
    ) : null;
  }

  return (
    <QuickCapture
      label={t('capture.empathy.label', { quadrant: t(`empathize:quadrants.${quadrant}`) })}
      placeholder={t(`empathize:quadrantPlaceholders.${quadrant}`)}
      maxLength={LIST_ITEM_MAX}
      onSave={(item) => save('empathyMap.addItem', { id: map.id, quadrant, item })}
      testId="capture-empathy"
      tool="empathyMaps"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <NativeSelect
          label={t('capture.empathy.map')}
          value={map.id}
          data={rows.map((row) => ({ value: row.id, label: row.title }))}
          onChange={(event) => setChosenId(event.currentTarget.value)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="capture-quadrant-label">
            {t('capture.empathy.quadrant')}
          </Text>
          <SegmentedControl
            aria-labelledby="capture-quadrant-label"
            fullWidth
            size="md"
            value={quadrant}
            onChange={(value) => setQuadrant(value as EmpathyMapQuadrant)}
            data={EMPATHY_MAP_QUADRANTS.map((value) => ({
              value,
              label: t(`empathize:quadrants.${value}`),
            }))}
          />
        </Stack>
      </SimpleGrid>
    </QuickCapture>
  );
}
