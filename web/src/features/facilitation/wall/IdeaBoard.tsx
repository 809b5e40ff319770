import { DndContext, type DragEndEvent, DragOverlay, type DragStartEvent } from '@dnd-kit/core';
import type { Idea } from '@trilha/shared';
import { type ReactNode, useState } from 'react';
import { useBoardDnd } from './board-dnd';

/**
 * A board that ideas are dragged across (the wall, the matrix): the drag-and-drop context with
 * the shared sensors and announcements, the lifted copy that follows the pointer, and one call
 * when an idea is dropped on a target (ids are the board's own drop ids).
 */
export function IdeaBoard(props: {
  ideas: ReadonlyMap<string, Idea>;
  /** The spoken name of a drop target. */
  targetName(id: string): string;
  onDrop(idea: Idea, targetId: string): void;
  /** What follows the pointer while an idea is dragged. */
  lifted(idea: Idea): ReactNode;
  children: ReactNode;
}) {
  const { ideas } = props;
  const [dragged, setDragged] = useState<Idea | null>(null);
  const dnd = useBoardDnd({
    item: (id) => ideas.get(id)?.title ?? '',
    target: props.targetName,
  });
  const onDragStart = ({ active }: DragStartEvent) =>
    setDragged(ideas.get(String(active.id)) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const idea = ideas.get(String(active.id));
    if (idea && over) props.onDrop(idea, String(over.id));
  };
  return (
    <DndContext
      sensors={dnd.sensors}
      accessibility={dnd.accessibility}
      collisionDetection={dnd.collisionDetection}
      autoScroll={dnd.autoScroll}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      {props.children}
      <DragOverlay dropAnimation={null}>{dragged && props.lifted(dragged)}</DragOverlay>
    </DndContext>
  );
}
