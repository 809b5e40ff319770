import { SimpleGrid, TextInput } from '@mantine/core';
import { newId, SHORT_TEXT_MAX, TEXT_MAX } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localToday } from '../phase-1-empathize/dates';
import {
  type ObservationContext,
  readObservationContext,
  writeObservationContext,
} from './observation-context';
import { QuickCapture } from './QuickCapture';
import { useCaptureSave } from './useCaptureSave';

/**
 * Quick capture of field observations. An observation needs a place, a date, a context and a
 * behaviour: the place and the context sit in a bar that stays filled between notes (and on
 * this device between visits), the date is today, and each note is one behaviour.
 */
export function ObservationCapture({ projectId }: { projectId: string }) {
  const { t } = useTranslation('facilitation');
  const save = useCaptureSave();
  const [bar, setBar] = useState<ObservationContext>(() => readObservationContext(projectId));
  const [missing, setMissing] = useState<Set<keyof ObservationContext>>(new Set());

  const change = (field: keyof ObservationContext, value: string) => {
    const next = { ...bar, [field]: value };
    setBar(next);
    writeObservationContext(projectId, next);
    if (value.trim()) setMissing((before) => new Set([...before].filter((f) => f !== field)));
  };

  const onSave = async (behavior: string) => {
    const blank = (['location', 'context'] as const).filter((field) => !bar[field].trim());
    setMissing(new Set(blank));
    if (blank.length > 0) return t('capture.observations.contextMissing');
    return save('observation.create', {
      id: newId(),
      projectId,
      location: bar.location,
      context: bar.context,
      date: localToday(),
      behavior,
    });
  };

  const required = t('capture.observations.required');
  return (
    <QuickCapture
      label={t('capture.observations.label')}
      placeholder={t('capture.observations.placeholder')}
      maxLength={TEXT_MAX}
      onSave={onSave}
      testId="capture-observations"
      tool="observations"
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <TextInput
          label={t('capture.observations.location')}
          placeholder={t('capture.observations.locationPlaceholder')}
          maxLength={SHORT_TEXT_MAX}
          value={bar.location}
          error={missing.has('location') && required}
          onChange={(event) => change('location', event.currentTarget.value)}
        />
        <TextInput
          label={t('capture.observations.context')}
          placeholder={t('capture.observations.contextPlaceholder')}
          maxLength={TEXT_MAX}
          value={bar.context}
          error={missing.has('context') && required}
          onChange={(event) => change('context', event.currentTarget.value)}
        />
      </SimpleGrid>
    </QuickCapture>
  );
}
