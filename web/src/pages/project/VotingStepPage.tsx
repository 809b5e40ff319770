import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { VotingSessionPage } from '../../features/facilitation/voting/VotingSessionPage';
import { RoomBars } from '../../features/run-of-show/RoomBars';
import { ProjectAccess } from '../../project-data/project-access';
import { RunTimer } from './RunTimer';

/**
 * A voting session's page with the room's bars above it (issue 33): a vote step runs here, so
 * the facilitator advances from it and a participant's device follows from it too.
 */
export function VotingStepPage() {
  const { id } = useParams();
  return (
    <>
      {id && (
        <ProjectAccess projectId={id}>
          <Container size="lg" pt="md">
            <RoomBars projectId={id} timer={<RunTimer projectId={id} />} />
          </Container>
        </ProjectAccess>
      )}
      <VotingSessionPage />
    </>
  );
}
