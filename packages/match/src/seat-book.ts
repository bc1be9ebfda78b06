/**
 * The runner's book of seats: each seat's running bot, strikes, retirement, CPU and faults. The
 * fault policy lives here and only here.
 */
import { isFatal, type BotFault } from '@arena/sandbox/fault';
import type { CallOutcome } from '@arena/sandbox/bot-session';
import type { FaultRecord, SeatRecord } from '@arena/record/match-record';
import { driverIdentity, type SeatDriver } from './seat-driver.ts';
import { startSeat, type SeatContext, type SeatRuntime } from './seat-runtime.ts';
import type { Checkpoint, Kill } from './checkpoint.ts';

export const MAX_STRIKES = 3;

interface SeatState {
  runtime: SeatRuntime | null;
  strikes: number;
  retired: SeatRecord['retired'];
  cpuMs: number;
  decisions: number;
}

export class SeatBook {
  private readonly states: SeatState[];
  private readonly faults: FaultRecord[] = [];
  private decisionCount = 0;

  constructor(private readonly drivers: readonly SeatDriver[], private readonly kills: readonly Kill[]) {
    this.states = drivers.map(() => ({ runtime: null, strikes: 0, retired: null, cpuMs: 0, decisions: 0 }));
  }

  /** Starts the seat's bot (null: leave the seat without one) and returns its init outcome. */
  start(seat: number, driver: SeatDriver | null, context: SeatContext): CallOutcome {
    if (!driver) return { answer: { ok: true, value: null }, cpuMs: 0, log: '' };
    const started = startSeat(driver, context);
    this.state(seat).runtime = started.runtime;
    return started.init;
  }

  killAt(at: Checkpoint): Kill | undefined {
    return this.kills.find((k) => k.checkpoint.seat === at.seat && k.checkpoint.phase === at.phase && k.checkpoint.decision === at.decision);
  }

  private isKill(seat: number, decision: number | null): boolean {
    return this.kills.some((k) => k.checkpoint.seat === seat &&
      (decision === null ? k.checkpoint.phase === 'init' : k.checkpoint.phase === 'decide' && k.checkpoint.decision === decision));
  }

  /** The seat's bot is killed within the recorded prefix: it never needs to run again. */
  killedWithin(seat: number, recordedDecisions: number): boolean {
    return this.kills.some((k) => k.checkpoint.seat === seat && k.checkpoint.decision <= recordedDecisions);
  }

  runtime(seat: number): SeatRuntime | null {
    const s = this.state(seat);
    return s.retired ? null : s.runtime;
  }

  addCpu(seat: number, cpuMs: number): void {
    this.state(seat).cpuMs += cpuMs;
  }

  /**
   * Records a fault: a strike, and retirement after MAX_STRIKES, a fatal fault, or a kill (the bot
   * brought its match process down or made it stall). A person's fault (their clock ran out) is
   * recorded but is no strike: a person is never retired, and loses only that decision.
   */
  fault(seat: number, fault: BotFault, decision: number | null, deal: number | null): void {
    const s = this.state(seat);
    this.faults.push({ seat, decision, deal, fault });
    if (this.drivers[seat]?.kind === 'human') return;
    s.strikes += 1;
    if (!s.retired && (isFatal(fault.kind) || s.strikes >= MAX_STRIKES || this.isKill(seat, decision))) {
      s.retired = { atDecision: decision ?? 0, reason: fault.kind };
      s.runtime?.dispose();
      s.runtime = null;
    }
  }

  countDecision(seat: number): void {
    this.state(seat).decisions += 1;
    this.decisionCount += 1;
  }

  seatRecords(): SeatRecord[] {
    return this.drivers.map((driver, seat) => {
      const s = this.state(seat);
      return {
        seat, name: driver.name, kind: driver.kind === 'in-process' || driver.kind === 'human' ? driver.kind : 'sandboxed', identity: driverIdentity(driver),
        strikes: s.strikes, retired: s.retired, cpuMs: s.cpuMs, decisions: s.decisions,
      };
    });
  }

  faultRecords(): FaultRecord[] {
    return [...this.faults];
  }

  disposeAll(): void {
    for (const s of this.states) s.runtime?.dispose();
  }

  private state(seat: number): SeatState {
    const s = this.states[seat];
    if (!s) throw new Error(`no seat ${seat}`);
    return s;
  }
}
