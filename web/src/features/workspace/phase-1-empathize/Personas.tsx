import { zodResolver } from '@hookform/resolvers/zod';
import {
  Avatar,
  Badge,
  Card,
  Group,
  Input,
  List,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  deferred,
  initialsOf,
  LIST_ITEM_MAX,
  type Persona,
  personaCreateSchema,
  TECH_SAVVINESS_LEVELS,
  TEXT_MAX,
  type TechSavviness,
  TITLE_MAX,
} from '@trilha/shared';
import { useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlanLimitNotice } from '../../../components/PlanLimitNotice';
import { AvatarPicker } from '../../../components/photos/AvatarPicker';
import { numberOrNull, useFieldMessage } from '../../../components/records/field-message';
import { filled, ListField, rowsOf } from '../../../components/records/ListField';
import { RecordCardActions } from '../../../components/records/RecordCardActions';
import { RecordFormDialog } from '../../../components/records/RecordFormDialog';
import { RecordList } from '../../../components/records/RecordList';
import { useRecordDialog } from '../../../components/records/record-dialog';
import { usePersonaLimit } from '../../../lib/usePersonaLimit';
import {
  type RecordQuery,
  saveToastsOf,
  useChange,
  useSaveRecord,
} from '../../../project-data/records';

const LISTS = ['goals', 'frustrations', 'motivations'] as const;
type ListName = (typeof LISTS)[number];

const formSchema = deferred(() =>
  personaCreateSchema.pick({
    name: true,
    age: true,
    occupation: true,
    bio: true,
    techSavviness: true,
    avatar: true,
  }),
);
type PersonaFields = Pick<
  Persona,
  'name' | 'age' | 'occupation' | 'bio' | 'techSavviness' | 'avatar'
>;

/** Personas of a project: list, create, edit and delete (no confirmation, per the spec). */
export function Personas({
  projectId,
  personas,
}: {
  projectId: string;
  personas: RecordQuery<Persona>;
}) {
  const { t } = useTranslation('empathize');
  const change = useChange();
  const dialog = useRecordDialog<Persona>();
  // The plan's personas per project, checked on this device before a create (offline too).
  const personaLimit = usePersonaLimit(personas.rows?.length ?? 0);

  const renderCard = useCallback(
    (persona: Persona) => (
      <PersonaCard
        persona={persona}
        onEdit={() => dialog.openEdit(persona)}
        onDelete={() =>
          change(
            'persona.delete',
            { id: persona.id },
            { success: t('personas.deleted'), error: t('personas.deleteError') },
          )
        }
      />
    ),
    [change, dialog.openEdit, t],
  );

  return (
    <>
      {personaLimit && <PlanLimitNotice reached={personaLimit} />}
      <RecordList
        records={personas}
        title={t('personas.title')}
        create={
          personaLimit ? undefined : { label: t('personas.new'), onClick: () => dialog.openNew() }
        }
        loadingLabel={t('personas.loading')}
        empty={{ title: t('personas.empty'), text: t('personas.emptyText') }}
        loadError={{ title: t('personas.loadError') }}
        columns={2}
        renderCard={renderCard}
      />
      {dialog.opened && (
        <PersonaDialog projectId={projectId} persona={dialog.record} onClose={dialog.close} />
      )}
    </>
  );
}

function PersonaCard(props: { persona: Persona; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation('empathize');
  const { persona } = props;
  return (
    <Card withBorder radius="md" data-testid="persona">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
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
          <div>
            <Title order={4}>{persona.name}</Title>
            <Text size="sm" c="dimmed">
              {[
                persona.age !== null ? t('personas.years', { count: persona.age }) : null,
                persona.occupation || null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
        </Group>
        <RecordCardActions
          editLabel={t('personas.edit', { name: persona.name })}
          deleteLabel={t('personas.delete', { name: persona.name })}
          onEdit={props.onEdit}
          onDelete={props.onDelete}
        />
      </Group>
      {persona.techSavviness && (
        <Badge mt="sm" variant="light">
          {t('personas.techBadge', { level: t(`techSavviness.${persona.techSavviness}`) })}
        </Badge>
      )}
      {persona.bio && (
        <Text size="sm" mt="sm">
          {persona.bio}
        </Text>
      )}
      {LISTS.map(
        (list) =>
          persona[list].length > 0 && (
            <div key={list}>
              <Text size="sm" fw={600} mt="sm">
                {t(`personas.${list}`)}
              </Text>
              <List size="sm" spacing={2}>
                {persona[list].map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat
                  <List.Item key={index}>{item}</List.Item>
                ))}
              </List>
            </div>
          ),
      )}
    </Card>
  );
}

/** Create or edit dialog of a persona; the three lists keep at least one row each. */
function PersonaDialog(props: { projectId: string; persona?: Persona; onClose(): void }) {
  const { t } = useTranslation('empathize');
  const saveRecord = useSaveRecord<Persona, object>(
    'persona',
    { projectId: props.projectId },
    saveToastsOf(t, 'personas'),
  );
  const fieldMessage = useFieldMessage();
  const { persona } = props;
  const [lists, setLists] = useState<Record<ListName, string[]>>(() => ({
    goals: rowsOf(persona?.goals),
    frustrations: rowsOf(persona?.frustrations),
    motivations: rowsOf(persona?.motivations),
  }));
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: persona?.name ?? '',
      age: persona?.age ?? null,
      occupation: persona?.occupation ?? '',
      bio: persona?.bio ?? '',
      techSavviness: persona?.techSavviness ?? null,
      avatar: persona?.avatar ?? '',
    },
  });

  const { register, control } = form;
  const { errors } = form.formState;
  const save = (fields: PersonaFields) => {
    const values = {
      ...fields,
      goals: filled(lists.goals),
      frustrations: filled(lists.frustrations),
      motivations: filled(lists.motivations),
    };
    return saveRecord(persona, values);
  };

  return (
    <RecordFormDialog
      opened
      title={persona ? t('personas.editTitle') : t('personas.newTitle')}
      submitLabel={persona ? t('save') : t('personas.create')}
      size="xl"
      form={form}
      onSave={save}
      onClose={props.onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('personas.name')}
          placeholder={t('personas.namePlaceholder')}
          withAsterisk
          maxLength={TITLE_MAX}
          data-autofocus
          error={fieldMessage(errors.name)}
          {...register('name')}
        />
        <TextInput
          label={t('personas.age')}
          type="number"
          min={0}
          step={1}
          error={fieldMessage(errors.age)}
          {...register('age', { setValueAs: numberOrNull })}
        />
        <TextInput
          label={t('personas.occupation')}
          placeholder={t('personas.occupationPlaceholder')}
          maxLength={TITLE_MAX}
          error={fieldMessage(errors.occupation)}
          {...register('occupation')}
        />
        <Controller
          control={control}
          name="techSavviness"
          render={({ field }) => (
            <Select
              label={t('personas.techSavviness')}
              placeholder={t('personas.techPlaceholder')}
              clearable
              data={TECH_SAVVINESS_LEVELS.map((level) => ({
                value: level,
                label: t(`techSavviness.${level}`),
              }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange((value as TechSavviness | null) ?? null)}
              onBlur={field.onBlur}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="avatar"
        render={({ field: { value = '', ...field } }) => (
          <Input.Wrapper label={t('personas.avatar')} error={fieldMessage(errors.avatar)}>
            <Stack gap="xs" mt={6}>
              <AvatarPicker
                value={value}
                alt={t('personas.avatarAlt', { name: form.getValues('name') })}
                fallback={initialsOf(form.getValues('name'))}
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
      <Textarea
        label={t('personas.bio')}
        placeholder={t('personas.bioPlaceholder')}
        rows={3}
        maxLength={TEXT_MAX}
        error={fieldMessage(errors.bio)}
        {...register('bio')}
      />
      {LISTS.map((list) => (
        <ListField
          key={list}
          label={t(`personas.${list}`)}
          maxLength={LIST_ITEM_MAX}
          values={lists[list]}
          onChange={(values) => setLists((l) => ({ ...l, [list]: values }))}
        />
      ))}
    </RecordFormDialog>
  );
}
