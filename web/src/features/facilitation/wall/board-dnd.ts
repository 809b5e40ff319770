import {
  type Announcements,
  type AutoScrollOptions,
  type CollisionDetection,
  closestCenter,
  KeyboardSensor,
  PointerSensor,
  type PointerSensorOptions,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type PointerEvent, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mouse and pen only: a finger goes through the TouchSensor's press-and-hold instead, or the
 * small distance that starts a mouse drag would also start one on every swipe that scrolls.
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: PointerEvent, { onActivation }: PointerSensorOptions) => {
        if (event.pointerType === 'touch' || !event.isPrimary || event.button !== 0) return false;
        onActivation?.({ event });
        return true;
      },
    },
  ];
}

/** A mouse drag starts after this many pixels, so a click on a note still opens its menu. */
const MOUSE_DISTANCE_PX = 6;
/** A finger must rest this long on a note before it lifts; a quicker swipe scrolls. */
const TOUCH_DELAY_MS = 250;
const TOUCH_TOLERANCE_PX = 8;

/**
 * The page scrolls by itself only while the pointer is in a narrow band at the edge of the
 * screen (or of a scrolling box), and gently. dnd-kit's default band is a fifth of the height
 * at each end, scrolling up to 2,000 px/s: at 1024×768 that is the lower 154 px, where a
 * tablet shows the matrix's middle rows, so a finger resting on a cell there ran the page on
 * under it and the idea landed in the bottom row. A finger over a target now stays over it;
 * one held at the very edge (the header at the top) still brings far targets into view.
 */
const AUTO_SCROLL: AutoScrollOptions = {
  // 8% of the height: 61 px at 768, about the header's height at the top.
  threshold: { x: 0.08, y: 0.08 },
  // Pixels per 5 ms tick at the very edge (about 600 px/s), less further in.
  acceleration: 3,
};

const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

/**
 * Under the pointer when there is one (small targets such as matrix cells); the nearest target
 * when moving with the keyboard, which has no pointer.
 */
const underPointerOrNearest: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

/**
 * The drag-and-drop setup the wall and the matrix share: the three ways to drag (mouse or pen,
 * a long press, the keyboard), what lies under the note, when the page scrolls by itself, and
 * the spoken announcements in the user's language, worded with the names of the note and of
 * the place it is over.
 */
export function useBoardDnd(names: { item(id: string): string; target(id: string): string }) {
  const { t } = useTranslation('facilitation');
  // Read when announcing, so the announcements need not change with every list update.
  const latestNames = useRef(names);
  latestNames.current = names;
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: MOUSE_DISTANCE_PX } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: TOUCH_DELAY_MS, tolerance: TOUCH_TOLERANCE_PX },
    }),
    // Space picks a note up; Enter stays free for the note's own action (the matrix's picker).
    useSensor(KeyboardSensor, { keyboardCodes: KEYBOARD_CODES }),
  );
  const accessibility = useMemo(() => {
    const item = (id: string | number) => latestNames.current.item(String(id));
    const target = (id: string | number) => latestNames.current.target(String(id));
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('wall.dnd.pickedUp', { item: item(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('wall.dnd.over', { item: item(active.id), target: target(over.id) })
          : t('wall.dnd.notOver', { item: item(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('wall.dnd.dropped', { item: item(active.id), target: target(over.id) })
          : t('wall.dnd.droppedNowhere', { item: item(active.id) }),
      onDragCancel: ({ active }) => t('wall.dnd.cancelled', { item: item(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('wall.dnd.instructions') } };
  }, [t]);
  return {
    sensors,
    accessibility,
    collisionDetection: underPointerOrNearest,
    autoScroll: AUTO_SCROLL,
  };
}
