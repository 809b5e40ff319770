import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import {
  IDEA_STATUSES,
  type Idea,
  ideaCreateSchema,
  RATING_MAX,
  RATING_MIN,
  TITLE_MAX,
} from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { HiddenBadge } from '../../../components/notes/HiddenBadge';
import { NoteByline } from '../../../components/notes/NoteByline';
import { noteColorField } from '../../../components/notes/NoteColorField';
import { useNoteLook } from '../../../components/notes/note-look';
import { DESCRIPTION_FIELD } from '../../../components/records/record-fields';
import { ideaDetail } from '../../../project-data/note-to-idea';
import { CATEGORY_FIELD } from '../phase-2-define/define-ideate';
import type { RecordCardProps, RecordToolDescriptor } from '../record-tool/descriptor';
import { RecordTool } from '../record-tool/RecordTool';
import { toolTexts } from '../record-tool/texts';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
const STATUS_COLORS = { idea: 'gray', selected: 'violet', prototype: 'teal', tested: 'green' };

/**
 * Brainstormed ideas: voted on (the `vote` extension), written in silent rounds (the
 * `silentRound` extension), deleted after a confirmation. An empty rating is 'Não avaliado'.
 */
export const ideaTool: RecordToolDescriptor<'ideas'> = {
  entity: 'ideas',
  mutation: 'idea',
  texts: toolTexts('defineIdeate', 'ideas', { loadError: 'ideas.loadErrorTitle' }),
  named: (idea) => ({ name: idea.title }),
  confirmDelete: true,
  list: {
    icon: <IconBulb size={24} />,
    columns: 2,
    subtitle: true,
    loadErrorText: true,
    emptyAction: 'besideNew',
  },
  vote: true,
  silentRound: true,
  form: {
    schema: ideaCreateSchema,
    fields: [
      {
        kind: 'text',
        name: 'title',
        label: 'ideas.titleField',
        placeholder: true,
        required: true,
        max: TITLE_MAX,
      },
      DESCRIPTION_FIELD,
      CATEGORY_FIELD,
      {
        kind: 'row',
        from: 'xs',
        fields: (['feasibility', 'impact'] as const).map((scale) => ({
          kind: 'rating',
          name: scale,
          values: RATINGS,
          optionKey: scale,
          unrated: 'notRated',
        })),
      },
      {
        kind: 'choice',
        name: 'status',
        values: IDEA_STATUSES,
        optionKey: 'status',
        initial: 'idea',
      },
      noteColorField(),
    ],
  },
  Card: IdeaCard,
};

/** The brainstorming tab: ideas to vote on, create, edit and delete (with confirmation). */
export function Ideas({ projectId }: { projectId: string }) {
  return <RecordTool tool={ideaTool} projectId={projectId} />;
}

function IdeaCard({ record: idea, actions, vote }: RecordCardProps<Idea>) {
  const { t } = useTranslation('defineIdeate');
  const look = useNoteLook(idea);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      h="100%"
      data-testid="idea-card"
      data-color={idea.color ?? 'yellow'}
      style={look.style}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={4} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {idea.title}
          </Title>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {look.hiddenBadge && <HiddenBadge />}
            <Badge color={STATUS_COLORS[idea.status]} variant="light">
              {t(`status.${idea.status}`)}
            </Badge>
          </Group>
        </Group>
        {/* A one-line note captured in the room is both the title and the description (both
            are required): it is not said twice. */}
        <Text size="sm" style={{ overflowWrap: 'anywhere', flexGrow: 1 }}>
          {ideaDetail(idea)}
        </Text>
        <NoteByline note={idea} />
        <Group gap="xs">
          {idea.category && <Badge variant="dot">{idea.category}</Badge>}
          <Badge variant="outline" color="blue">
            {t('ideas.feasibilityBadge', {
              value: idea.feasibility ? t(`feasibility.${idea.feasibility}`) : t('notRated'),
            })}
          </Badge>
          <Badge variant="outline" color="orange">
            {t('ideas.impactBadge', {
              value: idea.impact ? t(`impact.${idea.impact}`) : t('notRated'),
            })}
          </Badge>
        </Group>
        <Group justify="space-between">
          {vote}
          {actions}
        </Group>
      </Stack>
    </Card>
  );
}
