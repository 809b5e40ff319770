/** Where and in what situation the notes of a field session are taken. */
export interface ObservationContext {
  location: string;
  context: string;
}

const EMPTY: ObservationContext = { location: '', context: '' };
const keyOf = (projectId: string) => `trilha:observation-context:${projectId}`;

/**
 * The context bar of observation capture, remembered on this device (never synced): a
 * researcher standing in one place notes behaviour after behaviour, and a reload or the next
 * visit to the tab must not ask for the place again.
 */
export function readObservationContext(projectId: string): ObservationContext {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(projectId)) ?? 'null') as unknown;
    if (stored && typeof stored === 'object') {
      const { location, context } = stored as Partial<ObservationContext>;
      return {
        location: typeof location === 'string' ? location : '',
        context: typeof context === 'string' ? context : '',
      };
    }
  } catch {
    // Storage blocked or a damaged entry: start with an empty bar.
  }
  return EMPTY;
}

export function writeObservationContext(projectId: string, value: ObservationContext): void {
  try {
    localStorage.setItem(keyOf(projectId), JSON.stringify(value));
  } catch {
    // Storage full or blocked: the bar still works for this visit.
  }
}
