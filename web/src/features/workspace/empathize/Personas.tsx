import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  initialsOf,
  LIST_ITEM_MAX,
  type Persona,
  personaCreateSchema,
  TECH_SAVVINESS_LEVELS,
  TEXT_MAX,
  type TechSavviness,
  TITLE_MAX,
} from '@trilha/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChange } from '../records';
import {
  changedFields,
  EmptyState,
  filled,
  ListEditor,
  ListSkeleton,
  numberOrNull,
  rowsOf,
  useFieldError,
} from './common';

const LISTS = ['goals', 'frustrations', 'motivations'] as const;
type ListName = (typeof LISTS)[number];

const formSchema = personaCreateSchema.pick({
  name: true,
  age: true,
  occupation: true,
  bio: true,
  techSavviness: true,
  avatar: true,
});

/** Personas of a project: list, create, edit and delete (no confirmation, per the spec). */
export function Personas({ projectId, personas }: { projectId: string; personas?: Persona[] }) {
  const { t } = useTranslation('empathize');
  const change = useChange();
  const [editing, setEditing] = useState<Persona | 'new' | null>(null);

  const remove = (persona: Persona) =>
    change(
      'persona.delete',
      { id: persona.id },
      { success: t('personas.deleted'), error: t('personas.deleteError') },
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>{t('personas.title')}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('personas.new')}
        </Button>
      </Group>
      {personas === undefined ? (
        <ListSkeleton label={t('personas.loading')} />
      ) : personas.length === 0 ? (
        <EmptyState title={t('personas.empty')} text={t('personas.emptyText')} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {personas.map((persona) => (
            <Card key={persona.id} withBorder radius="md" data-testid="persona">
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
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('personas.edit', { name: persona.name })}
                    onClick={() => setEditing(persona)}
                  >
                    <IconEdit size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('personas.delete', { name: persona.name })}
                    onClick={() => remove(persona)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
              {persona.techSavviness && (
                <Badge mt="sm" variant="light">
                  {t('personas.techBadge', {
                    level: t(`techSavviness.${persona.techSavviness}`),
                  })}
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
          ))}
        </SimpleGrid>
      )}
      {editing !== null && (
        <PersonaDialog
          projectId={projectId}
          persona={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

/** Create or edit dialog of a persona; the three lists keep at least one row each. */
function PersonaDialog(props: { projectId: string; persona?: Persona; onClose(): void }) {
  const { t } = useTranslation('empathize');
  const change = useChange();
  const fieldError = useFieldError();
  const { persona } = props;
  const [lists, setLists] = useState<Record<ListName, string[]>>(() => ({
    goals: rowsOf(persona?.goals),
    frustrations: rowsOf(persona?.frustrations),
    motivations: rowsOf(persona?.motivations),
  }));
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
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

  const submit = handleSubmit(async (fields) => {
    const values = {
      ...fields,
      goals: filled(lists.goals),
      frustrations: filled(lists.frustrations),
      motivations: filled(lists.motivations),
    };
    const ok = persona
      ? await change(
          'persona.update',
          { id: persona.id, changes: changedFields(persona, values) },
          { success: t('personas.updated'), error: t('personas.updateError') },
        )
      : await change(
          'persona.create',
          { id: crypto.randomUUID(), projectId: props.projectId, ...values },
          { success: t('personas.created'), error: t('personas.createError') },
        );
    if (ok) props.onClose();
  });

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={persona ? t('personas.editTitle') : t('personas.newTitle')}
      size="xl"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('personas.name')}
              placeholder={t('personas.namePlaceholder')}
              withAsterisk
              maxLength={TITLE_MAX}
              data-autofocus
              error={fieldError(errors.name)}
              {...register('name')}
            />
            <TextInput
              label={t('personas.age')}
              type="number"
              min={0}
              step={1}
              error={fieldError(errors.age)}
              {...register('age', { setValueAs: numberOrNull })}
            />
            <TextInput
              label={t('personas.occupation')}
              placeholder={t('personas.occupationPlaceholder')}
              maxLength={TITLE_MAX}
              error={fieldError(errors.occupation)}
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
          <TextInput
            label={t('personas.avatar')}
            placeholder="https://"
            type="url"
            error={fieldError(errors.avatar)}
            {...register('avatar')}
          />
          <Textarea
            label={t('personas.bio')}
            placeholder={t('personas.bioPlaceholder')}
            rows={3}
            maxLength={TEXT_MAX}
            error={fieldError(errors.bio)}
            {...register('bio')}
          />
          {LISTS.map((list) => {
            const name = t(`personas.${list}`);
            return (
              <ListEditor
                key={list}
                label={name}
                itemLabel={(i) => t('list.item', { list: name, number: i + 1 })}
                removeLabel={(i) => t('list.remove', { list: name, number: i + 1 })}
                addLabel={t('list.add')}
                maxLength={LIST_ITEM_MAX}
                values={lists[list]}
                onChange={(values) => setLists((l) => ({ ...l, [list]: values }))}
              />
            );
          })}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {persona ? t('save') : t('personas.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
