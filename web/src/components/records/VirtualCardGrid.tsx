import { SimpleGrid, useMatches } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  type ReactNode,
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { gridRows, rowOf, rowsToRender } from './virtual-rows';

/** A first guess of a row's height (an idea card); each row is measured once rendered. */
const ESTIMATED_ROW_PX = 190;
/** Rows rendered above and below the screen, so a fast scroll or Tab finds cards ready. */
const OVERSCAN_ROWS = 4;
/** Cards in a page drawn before its script: a first screen's worth from phones to desktops. */
const DRAWN_CARDS = 8;

export interface VirtualCardGridProps<T extends { id: string }> {
  items: T[];
  /** Columns from the `sm` breakpoint; phones always get one. */
  columns: 1 | 2;
  renderCard(item: T): ReactNode;
  /** Names each card for view transitions (short lists only, see ANIMATED_LIST_MAX). */
  animated: boolean;
}

/**
 * A grid of cards that renders only the rows near the screen (the page itself scrolls), so a
 * vote, a new card or opening the tab costs the same with 20 records or 2,000. Rows are
 * measured as they render, since cards grow with their text.
 */
export function VirtualCardGrid<T extends { id: string }>(props: VirtualCardGridProps<T>) {
  const columns = useMatches({ base: 1, sm: props.columns });
  const rows = useMemo(() => gridRows(props.items, columns), [props.items, columns]);
  const gridRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentTop(gridRef);
  // The focused card stays rendered however far it scrolls (rowsToRender).
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const focusedRow = rowOf(rows, focusedId);
  const rangeExtractor = useCallback(
    (range: Parameters<typeof rowsToRender>[0]) => rowsToRender(range, focusedRow),
    [focusedRow],
  );
  // Drawn by the server, the grid knows neither the screen nor the scroll: its first cards go
  // in plain flow, in as many columns as CSS gives the screen, where the window's rows will
  // put them once hydrated.
  const drawingFirst = !useHydrated();
  const cardsShown = useShownAfterFirstRender(drawingFirst);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    // A row is known by its first card, so a measured height follows the card when rows shift.
    getItemKey: (index) => rows[index]?.[0]?.id ?? index,
    rangeExtractor,
  });

  useEffect(() => {
    const grid = gridRef.current;
    const rememberFocus = (event: FocusEvent) => {
      const card = (event.target as Element).closest('[data-record-id]');
      if (card) setFocusedId(card.getAttribute('data-record-id'));
    };
    grid?.addEventListener('focusin', rememberFocus);
    return () => grid?.removeEventListener('focusin', rememberFocus);
  }, []);

  return (
    <div ref={gridRef} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {drawingFirst && (
        <SimpleGrid cols={{ base: 1, sm: props.columns }}>
          {props.items.slice(0, DRAWN_CARDS).map((item) => (
            <CardSlot key={item.id} item={item} render={props.renderCard} animated={false} />
          ))}
        </SimpleGrid>
      )}
      {cardsShown &&
        !drawingFirst &&
        virtualizer.getVirtualItems().map((virtualRow) => (
          <div
            key={virtualRow.key}
            data-index={virtualRow.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${virtualRow.start - scrollMargin}px)`,
              // The grid's gap between rows, inside the measured height.
              paddingBottom: virtualRow.index < rows.length - 1 ? 'var(--mantine-spacing-md)' : 0,
            }}
          >
            <SimpleGrid cols={columns}>
              {rows[virtualRow.index]?.map((item) => (
                <CardSlot
                  key={item.id}
                  item={item}
                  render={props.renderCard}
                  animated={props.animated}
                />
              ))}
            </SimpleGrid>
          </div>
        ))}
    </div>
  );
}

/**
 * False for the grid's first render, then true in a transition. Drawing the first screenful of
 * cards is the heaviest render of opening a tool (~70 ms of a phone-speed CPU for a dozen idea
 * cards): as a transition React renders them in slices and answers a tap in between, where the
 * grid's own first render would do it in one block. The grid already has its full height.
 * True from the start where the page came drawn with its cards (`drawn`).
 */
function useShownAfterFirstRender(drawn: boolean): boolean {
  const [shown, setShown] = useState(drawn);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown;
}

/**
 * The grid's distance from the top of the document, which the window virtualizer needs to
 * know which rows are on screen. Read after layout when mounted and whenever the page changes
 * size (a ResizeObserver reports after the browser's own layout: no forced one per change).
 */
function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

interface SlotProps<T> {
  item: T;
  render(item: T): ReactNode;
  animated: boolean;
}

/**
 * One card, re-rendered only when its record or the card function changes. In a short list its
 * view-transition name lets a re-sorted list animate each card to its new place.
 */
const CardSlot = memo(function CardSlot<T extends { id: string }>(props: SlotProps<T>) {
  return (
    <div
      data-record-id={props.item.id}
      style={{
        viewTransitionName: props.animated ? `record-${props.item.id}` : undefined,
        minWidth: 0,
      }}
    >
      {props.render(props.item)}
    </div>
  );
}) as <T extends { id: string }>(props: SlotProps<T>) => ReactNode;
