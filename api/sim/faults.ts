import type { Device } from '../test/devices';
import type { Stage } from './operations';
import type { Servers } from './servers';

/** What goes wrong, counted for the summary. */
export type FaultKind =
  | 'partition'
  | 'heal'
  | 'lostAnswer'
  | 'duplicatedPush'
  | 'heldBack'
  | 'deliveredLate'
  | 'killedTab'
  | 'wipedStorage'
  | 'serverKill'
  | 'hubRound'
  | 'cloudDown'
  | 'cloudLostAnswer';

export interface FaultStage extends Stage {
  servers: Servers;
  ownerId: string;
  count(kind: FaultKind, by?: number): void;
}

type Fault = (stage: FaultStage, device: number, d: Device) => Promise<void>;

/** The device drops off the network, or comes back (a partition of one device, for a while). */
const toggleNetwork: Fault = async (stage, _, d) => {
  d.online = !d.online;
  stage.count(d.online ? 'heal' : 'partition');
};

/** A sync whose requests may lose their answer, arrive twice, or be held back and arrive late. */
const flakySync: Fault = async (stage, _, d) => {
  const { random } = stage;
  const lose = random.chance(0.4);
  const duplicate = random.chance(0.4);
  const hold = random.chance(0.25);
  if (lose) stage.count('lostAnswer');
  if (duplicate) stage.count('duplicatedPush');
  if (hold) stage.count('heldBack');
  d.faults = { loseAnswer: () => lose, duplicate: () => duplicate, hold: () => hold };
  await d.trySync();
  d.faults = {};
};

const deliverLate: Fault = async (stage, _, d) => {
  stage.count('deliveredLate', await d.deliverHeld());
};

/** The tab dies with its push in flight (the server has it, the tab never hears); reopened. */
const killTab: Fault = async (stage, _, d) => {
  d.faults = { loseAnswer: () => true };
  await d.trySync();
  d.faults = {};
  d.reopen();
  stage.count('killedTab');
};

/** The browser clears the site's storage: what was not acknowledged is lost, by design. */
const wipe: Fault = async (stage, device, d) => {
  await stage.ledger.lose(device, d);
  d.wipe();
  await d.trySync();
  stage.count('wipedStorage');
};

/** kill -9 of the hub with this device's request in flight, before or after it committed. */
const killServer: Fault = async (stage, _, d) => {
  const afterCommit = stage.random.chance(0.5);
  d.online = true;
  d.faults = {
    killServer: async (inFlight) => {
      if (afterCommit) await inFlight;
      await stage.servers.kill(inFlight);
    },
  };
  await d.trySync();
  d.faults = {};
  stage.count('serverKill');
};

/** The hub meets the cloud, over a line that may be down or lose the push's answer. */
const hubRound: Fault = async (stage) => {
  const { network } = stage.servers;
  network.down = stage.random.chance(0.2);
  if (network.down) stage.count('cloudDown');
  else if (stage.random.chance(0.3)) {
    network.loseAnswers('/api/sync/push');
    stage.count('cloudLostAnswer');
  }
  await stage.servers.hubRound(stage.ownerId);
  network.down = false;
  stage.count('hubRound');
};

export const FAULTS: Readonly<Record<string, { weight: number; run: Fault }>> = {
  toggleNetwork: { weight: 12, run: toggleNetwork },
  flakySync: { weight: 16, run: flakySync },
  deliverLate: { weight: 4, run: deliverLate },
  killTab: { weight: 2, run: killTab },
  wipe: { weight: 1, run: wipe },
  killServer: { weight: 1, run: killServer },
  hubRound: { weight: 2, run: hubRound },
};
