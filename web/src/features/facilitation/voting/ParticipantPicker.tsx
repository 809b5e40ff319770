import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconUser, IconUserPlus } from '@tabler/icons-react';
import { newId, personKey, TITLE_MAX } from '@trilha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-store';
import { useProjectAccessRole } from '../../../project-data/project-access';
import { useChange } from '../../../project-data/records';
import type { Person } from '../../../project-data/room/people';
import type { VotingSessionData } from './useVotingSession';

/**
 * 'Quem vai votar?': a big button per person (tap your name to vote, then pass the tablet) and
 * a field to add names. A name already in the list (compared as the tally compares names) is
 * not added twice: it is the same person with the same dots. A room's guest votes on their own
 * phone, as themselves only (the server refuses their dots under another name): their own name,
 * or one button that adds it.
 */
export function ParticipantPicker(props: {
  data: VotingSessionData;
  onChoose(person: Person): void;
}) {
  const { t } = useTranslation('facilitation', { keyPrefix: 'voting' });
  const { session, tally } = props.data;
  const guestName = useGuestName();
  const people =
    guestName === undefined
      ? props.data.people
      : props.data.people.filter((person) => person.key === personKey(guestName));
  return (
    <Stack gap="md" data-testid="participant-picker">
      <div>
        <Title order={2} size="h3">
          {t('people.title')}
        </Title>
        <Text c="dimmed">{t('people.hint')}</Text>
      </div>
      {people.length === 0 ? (
        <Text c="dimmed">{t('people.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {people.map((person) => {
            const voted = (tally.spent.get(person.key) ?? 0) > 0;
            return (
              <Button
                key={person.key}
                size="xl"
                variant={voted ? 'light' : 'filled'}
                leftSection={
                  voted ? (
                    <IconCircleCheck size={24} aria-hidden />
                  ) : (
                    <IconUser size={24} aria-hidden />
                  )
                }
                onClick={() => props.onChoose(person)}
                aria-label={t(voted ? 'people.chooseVoted' : 'people.choose', {
                  name: person.name,
                })}
                styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
              >
                {person.name}
              </Button>
            );
          })}
        </SimpleGrid>
      )}
      {guestName === undefined ? (
        <AddPersonForm sessionId={session.id} projectId={session.projectId} people={people} />
      ) : (
        people.length === 0 && (
          <AddGuest sessionId={session.id} projectId={session.projectId} name={guestName} />
        )
      )}
    </Stack>
  );
}

/** A room's guest's own name (as they joined), or undefined for anyone else. */
function useGuestName(): string | undefined {
  const role = useProjectAccessRole();
  const name = useAuth((state) => state.user?.name);
  return role === 'guest' ? (name ?? '') : undefined;
}

function useAddParticipant(props: { sessionId: string; projectId: string }) {
  const { t } = useTranslation('facilitation', { keyPrefix: 'voting' });
  const change = useChange();
  return (name: string) =>
    change(
      'participant.create',
      { id: newId(), projectId: props.projectId, sessionId: props.sessionId, name },
      { error: t('people.addError') },
    );
}

/** 'Votar como Bia': a guest's participant, under the name they joined with. */
function AddGuest(props: { sessionId: string; projectId: string; name: string }) {
  const { t } = useTranslation('facilitation', { keyPrefix: 'voting' });
  const add = useAddParticipant(props);
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xl"
      loading={busy}
      leftSection={<IconUserPlus size={24} aria-hidden />}
      onClick={async () => {
        setBusy(true);
        await add(props.name);
        setBusy(false);
      }}
    >
      {t('people.voteAs', { name: props.name })}
    </Button>
  );
}

function AddPersonForm(props: { sessionId: string; projectId: string; people: Person[] }) {
  const { t } = useTranslation('facilitation', { keyPrefix: 'voting' });
  const add = useAddParticipant(props);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  // The field clears at once, so the next name can be typed while this one is saved (locally,
  // in milliseconds); it comes back if saving failed.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('people.nameRequired'));
    const existing = props.people.find((person) => person.key === personKey(trimmed));
    if (existing) return setError(t('people.duplicate', { name: existing.name }));
    setName('');
    setError(null);
    const added = await add(trimmed);
    if (!added) setName((typed) => typed || trimmed);
  };

  return (
    <Card withBorder radius="md" padding="md">
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('people.name')}
            placeholder={t('people.namePlaceholder')}
            value={name}
            maxLength={TITLE_MAX}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            size="md"
            style={{ flex: '1 1 12rem' }}
          />
          <Button
            type="submit"
            size="md"
            mt={{ base: 0, xs: 27 }}
            leftSection={<IconUserPlus size={18} aria-hidden />}
          >
            {t('people.add')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
