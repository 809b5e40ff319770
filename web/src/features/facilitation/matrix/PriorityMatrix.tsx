import { Badge, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Idea } from '@trilha/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoteRoomProvider } from '../../../components/notes/note-room';
import { SectionHeading } from '../../../components/records/SectionHeading';
import { useChange, useRecords } from '../../../project-data/records';
import {
  MATRIX_QUADRANTS,
  placeIdeas,
  QUADRANT_COLORS,
} from '../../../project-data/room/matrix-layout';
import { useSilentRound } from '../../../project-data/silent-round/useSilentRound';
import { IdeasGate } from '../wall/IdeasGate';
import { MatrixBoard } from './MatrixBoard';
import { MatrixQuadrants } from './MatrixQuadrants';
import { RatingPicker, type Ratings } from './RatingPicker';

/**
 * Below this width the 5×5 board would need cells too narrow for a title (it needs about
 * 490 px), so a phone shows the four quadrants instead (decision 0010).
 */
export const PHONE_MATRIX_QUERY = '(max-width: 36em)';

/**
 * The impact × feasibility matrix (Prioritization tab): rated ideas in their cell of a 5×5
 * board split into four named quadrants (on a phone, in the quadrants themselves), unrated
 * ones in a tray, and the count of each quadrant. A rating is one `idea.update` of both
 * ratings, from a drop on the board or from the picker a tap opens.
 */
export function PriorityMatrix({ projectId }: { projectId: string }) {
  const { t } = useTranslation('facilitation');
  const ideas = useRecords('ideas', projectId);
  const round = useSilentRound(projectId, 'ideas');
  const change = useChange();
  const phone = useMediaQuery(PHONE_MATRIX_QUERY);
  const [picking, setPicking] = useState<Idea | null>(null);
  const visible = useMemo(
    () => (ideas.rows ?? []).filter((idea) => !round.isHidden(idea)),
    [ideas.rows, round],
  );
  const hidden = (ideas.rows ?? []).filter((idea) => round.isHidden(idea));
  const placement = useMemo(() => placeIdeas(visible), [visible]);
  const byId = useMemo(() => new Map(visible.map((idea) => [idea.id, idea])), [visible]);

  const rate = (idea: Idea, ratings: Ratings) => {
    if (idea.impact === ratings.impact && idea.feasibility === ratings.feasibility) return;
    void change('idea.update', { id: idea.id, changes: ratings }, { error: t('matrix.rateError') });
  };

  return (
    <NoteRoomProvider round={round}>
      <Stack>
        <SectionHeading
          title={t('matrix.title')}
          intro={t(phone ? 'matrix.introTap' : 'matrix.intro')}
        />
        <IdeasGate ideas={ideas}>
          {() =>
            phone ? (
              <MatrixQuadrants placement={placement} hidden={hidden} onOpen={setPicking} />
            ) : (
              <MatrixBoard
                placement={placement}
                ideas={byId}
                hidden={hidden}
                onRate={rate}
                onOpen={setPicking}
              />
            )
          }
        </IdeasGate>
        <Group gap="xs" aria-label={t('matrix.legend')} role="list">
          {MATRIX_QUADRANTS.map((quadrant) => (
            <Badge
              key={quadrant}
              role="listitem"
              size="lg"
              variant="light"
              color={QUADRANT_COLORS[quadrant]}
            >
              {t(`matrix.quadrants.${quadrant}.name`)} · {placement.counts[quadrant]}
            </Badge>
          ))}
        </Group>
        {picking && (
          <RatingPicker
            idea={picking}
            onClose={() => setPicking(null)}
            onSave={(ratings) => {
              rate(picking, ratings);
              setPicking(null);
            }}
          />
        )}
      </Stack>
    </NoteRoomProvider>
  );
}
