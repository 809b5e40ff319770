import { Avatar, Badge, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import {
  initialsOf,
  LIST_ITEM_MAX,
  type Persona,
  personaCreateSchema,
  TECH_SAVVINESS_LEVELS,
  TEXT_MAX,
  TITLE_MAX,
} from '@trilha/shared';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AvatarPicker } from '../../../components/photos/AvatarPicker';
import { EntryList, RecordCard, TitleAndMeta } from '../../../components/records/RecordCard';
import type { CustomFieldProps } from '../../../components/records/record-fields';
import { usePersonaLimit } from '../../../lib/usePersonaLimit';
import type { RecordQuery } from '../../../project-data/records';
import type { RecordCardProps, RecordToolDescriptor } from '../record-tool/descriptor';
import { RecordTool } from '../record-tool/RecordTool';
import { toolTexts } from '../record-tool/texts';

const LISTS = ['goals', 'frustrations', 'motivations'] as const;

/**
 * Personas: who they are, a photo (the named extension: taken or chosen here, or an image's
 * address), and three lists. The spec deletes them without asking.
 */
export const personaTool: RecordToolDescriptor<'personas'> = {
  entity: 'personas',
  mutation: 'persona',
  texts: toolTexts('empathize', 'personas'),
  named: (persona) => ({ name: persona.name }),
  list: { columns: 2 },
  form: {
    schema: personaCreateSchema,
    size: 'xl',
    fields: [
      {
        kind: 'row',
        from: 'sm',
        cols: 2,
        fields: [
          { kind: 'text', name: 'name', placeholder: true, required: true, max: TITLE_MAX },
          { kind: 'number', name: 'age', min: 0 },
          { kind: 'text', name: 'occupation', placeholder: true, max: TITLE_MAX },
          {
            kind: 'select',
            name: 'techSavviness',
            values: TECH_SAVVINESS_LEVELS,
            optionKey: 'techSavviness',
            placeholder: 'personas.techPlaceholder',
            clearable: true,
          },
        ],
      },
      { kind: 'custom', name: 'avatar', initial: '', render: PersonaPhotoField },
      { kind: 'textarea', name: 'bio', placeholder: true, rows: 3, max: TEXT_MAX },
      ...LISTS.map((list) => ({ kind: 'list' as const, name: list, max: LIST_ITEM_MAX })),
    ],
  },
  Card: PersonaCard,
};

/** Personas of a project: list, create, edit and delete, within the plan's limit. */
export function Personas(props: { projectId: string; personas: RecordQuery<Persona> }) {
  // The plan's personas per project, checked on this device before a create (offline too).
  const limit = usePersonaLimit(props.personas.rows?.length ?? 0);
  return (
    <RecordTool
      tool={personaTool}
      projectId={props.projectId}
      records={props.personas}
      limit={limit}
    />
  );
}

/** The persona's photo: one taken or chosen here (scaled), or the address of an image. */
function PersonaPhotoField({ form, t, error }: CustomFieldProps<undefined>) {
  const name = () => form.getValues('name') as string;
  return (
    <Controller
      control={form.control}
      name="avatar"
      render={({ field: { value = '', ...field } }) => (
        <Input.Wrapper label={t('personas.avatar')} error={error}>
          <Stack gap="xs" mt={6}>
            <AvatarPicker
              value={value}
              alt={t('personas.avatarAlt', { name: name() })}
              fallback={initialsOf(name())}
              onChange={field.onChange}
            />
            {/* A photo taken here is not an address to edit; an address still can be. */}
            {!value.startsWith('data:') && (
              <TextInput
                aria-label={t('personas.avatarUrl')}
                placeholder={t('personas.avatarUrlPlaceholder')}
                type="url"
                value={value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
              />
            )}
          </Stack>
        </Input.Wrapper>
      )}
    />
  );
}

function PersonaCard({ record: persona, actions }: RecordCardProps<Persona>) {
  const { t } = useTranslation('empathize');
  const meta = [
    persona.age !== null ? t('personas.years', { count: persona.age }) : null,
    persona.occupation || null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <RecordCard
      testId="persona"
      heading={
        <Group wrap="nowrap">
          <Avatar
            src={persona.avatar || null}
            alt={t('personas.avatarAlt', { name: persona.name })}
            color="violet"
            radius="xl"
            size="lg"
          >
            {initialsOf(persona.name)}
          </Avatar>
          <TitleAndMeta title={persona.name} meta={meta} />
        </Group>
      }
      actions={actions}
    >
      {persona.techSavviness && (
        <Badge variant="light">
          {t('personas.techBadge', { level: t(`techSavviness.${persona.techSavviness}`) })}
        </Badge>
      )}
      {persona.bio && <Text size="sm">{persona.bio}</Text>}
      {LISTS.map(
        (list) =>
          persona[list].length > 0 && (
            <div key={list}>
              <Text size="sm" fw={600}>
                {t(`personas.${list}`)}
              </Text>
              <EntryList items={persona[list]} />
            </div>
          ),
      )}
    </RecordCard>
  );
}
