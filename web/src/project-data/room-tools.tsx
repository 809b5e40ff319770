import { type PhaseNumber, ROOM_TOOLS, type RoomTool, roomToolPhase } from '@trilha/shared';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';

// Where each of the room's tools is on the project page (issue 33): its phase and its tab. The
// one place that knows it — the URL `?tool=`, the agenda's steps, the devices that follow the
// facilitator and the tab a person picks all go through it.

export interface ToolPlace {
  phase: PhaseNumber;
  /** The value of the phase view's tab (its <Tabs.Tab value>). */
  tab: string;
}

/** The value of each tool's tab in its phase's view (its <Tabs.Tab value>). */
const ROOM_TOOL_TABS: Record<RoomTool, string> = {
  empathyMaps: 'maps',
  personas: 'personas',
  interviews: 'interviews',
  observations: 'observations',
  povStatements: 'pov-statements',
  hmwQuestions: 'hmw-questions',
  ideas: 'brainstorming',
  wall: 'categorization',
  matrix: 'prioritization',
  prototypes: 'prototypes',
  testPlans: 'plans',
  testResults: 'results',
};

/** Where a tool is: its phase (shared roomToolPhase, as the agenda's advance moves it) and tab. */
export const placeOf = (tool: RoomTool): ToolPlace => ({
  phase: roomToolPhase(tool),
  tab: ROOM_TOOL_TABS[tool],
});

const TOOL_SET: ReadonlySet<string> = new Set(ROOM_TOOLS);

/** The tool a `?tool=` names, or null for anything else (an old link, a typo). */
export function parseRoomTool(value: string | null | undefined): RoomTool | null {
  return value && TOOL_SET.has(value) ? (value as RoomTool) : null;
}

/** The tool a phase's tab shows; null for a tab that is help only (types, iteration, results). */
export function toolOfTab(phase: PhaseNumber, tab: string): RoomTool | null {
  return (
    ROOM_TOOLS.find((tool) => roomToolPhase(tool) === phase && ROOM_TOOL_TABS[tool] === tab) ?? null
  );
}

// ---------------------------------------------------------------------------------------------
// The tool on screen: the project page provides it (from `?tool=`), the phase views read it.

export interface ToolOnScreen {
  /** The tool the URL names; null when it names none. */
  tool: RoomTool | null;
  /** A tab chosen by hand: the page records its tool (in the URL, and for the room). */
  chooseTool(tool: RoomTool): void;
}

const ToolOnScreenContext = createContext<ToolOnScreen | null>(null);

export function ToolOnScreenProvider(props: { value: ToolOnScreen; children: ReactNode }) {
  return (
    <ToolOnScreenContext.Provider value={props.value}>
      {props.children}
    </ToolOnScreenContext.Provider>
  );
}

/**
 * A phase view's tab: the URL's tool when it lies in this phase, else the view's own choice
 * (starting at `defaultTab`, as before: a page drawn by the server without `?tool` hydrates
 * unchanged). Choosing a tab of a tool tells the page. Outside a project page (a view tested
 * alone) it is plain local state.
 */
export function usePhaseTab(
  phase: PhaseNumber,
  defaultTab: string,
): [tab: string, choose: (tab: string | null) => void] {
  const onScreen = useContext(ToolOnScreenContext);
  const place = onScreen?.tool ? placeOf(onScreen.tool) : null;
  const urlTab = place?.phase === phase ? place.tab : null;
  const [tab, setTab] = useState(urlTab ?? defaultTab);
  // A new tool in the URL (the room moved, a link) moves the tab; set during render, as React
  // advises for state derived from a prop, so no frame shows the old tab.
  const [seenUrlTab, setSeenUrlTab] = useState(urlTab);
  if (urlTab !== seenUrlTab) {
    setSeenUrlTab(urlTab);
    if (urlTab) setTab(urlTab);
  }
  const chooseTool = onScreen?.chooseTool;
  const choose = useCallback(
    (next: string | null) => {
      if (!next) return;
      setTab(next);
      const tool = toolOfTab(phase, next);
      if (tool) chooseTool?.(tool);
    },
    [phase, chooseTool],
  );
  return [tab, choose];
}
