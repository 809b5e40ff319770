import type { Comment, MentionablePerson, ProjectMember } from '@trilha/shared';
import { useEffect, useMemo, useState } from 'react';
import { apiGet } from '../../lib/api';

/**
 * The people a comment may mention: the project's owner and members, read from the server when
 * it answers; offline, the authors of its comments (whom a reply most often names).
 */
export function useProjectPeople(
  projectId: string,
  comments: readonly Comment[] | undefined,
): MentionablePerson[] {
  const [members, setMembers] = useState<MentionablePerson[] | null>(null);
  useEffect(() => {
    let current = true;
    apiGet<ProjectMember[]>(`/api/projects/${encodeURIComponent(projectId)}/members`).then(
      (list) => {
        if (current) setMembers(list.map((member) => ({ id: member.userId, name: member.name })));
      },
      () => {}, // offline or refused: the authors below stand in
    );
    return () => {
      current = false;
    };
  }, [projectId]);
  return useMemo(() => {
    if (members) return members;
    const authors = new Map<string, string>();
    for (const comment of comments ?? []) {
      if (comment.authorId && comment.authorName) authors.set(comment.authorId, comment.authorName);
    }
    return [...authors].map(([id, name]) => ({ id, name }));
  }, [members, comments]);
}
