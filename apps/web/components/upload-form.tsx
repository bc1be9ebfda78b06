'use client';
import Link from 'next/link';
import { uploadBotAction, type UploadState } from '@/lib/bots/actions';
import type { CheckError } from '@/lib/bots/check';
import { FieldErrors } from './field-errors';
import { useFormKeepingInput } from './use-form-keeping-input';

const PLACEHOLDER = `import type { Observation } from '@arena/bot-sdk/contract';

export function decide(obs: Observation) {
  return obs.legalActions[0];
}
`;

function CodeView({ source, line }: { source: string; line: number }) {
  const lines = source.split('\n');
  const from = Math.max(1, line - 2);
  const to = Math.min(lines.length, line + 2);
  return (
    <div className="code-view" aria-label={`Source around line ${line}`}>
      {lines.slice(from - 1, to).map((text, i) => {
        const n = from + i;
        return <div key={n} className={n === line ? 'bad-line' : undefined}><span className="muted">{n === line ? '✕' : ' '}{String(n).padStart(4)} </span>{text}</div>;
      })}
    </div>
  );
}

function Problems({ kind, items, state }: { kind: 'error' | 'warning'; items: readonly CheckError[]; state: UploadState }) {
  if (items.length === 0) return null;
  const plural = items.length === 1 ? '' : 's';
  return (
    <>
      <p>
        <strong>{kind === 'error' ? `${items.length} error${plural}` : `${items.length} type problem${plural}`}</strong>
        {kind === 'warning' ? <span className="small muted"> (the bot still runs, since the sandbox strips types, but most type problems are bugs)</span> : null}
      </p>
      {items.map((e, i) => (
        <div key={i} style={{ marginBottom: 8 }}>
          <code data-testid={`check-${kind}`}>{state.filename ?? 'bot.ts'}{e.line === undefined ? '' : `:${e.line}${e.column === undefined ? '' : `:${e.column}`}`} {e.message}</code>
          {e.line !== undefined && state.source ? <CodeView source={state.source} line={e.line} /> : null}
        </div>
      ))}
    </>
  );
}

function Verdict({ state }: { state: UploadState }) {
  const v = state.verdict;
  if (!v) return null;
  return (
    <section className="panel" aria-label="Check" data-testid="verdict" data-ok={v.ok ? 'true' : 'false'}>
      <ol className="small">
        {v.steps.map((s) => <li key={s.step}>{s.ok ? '✓' : '✕'} {s.step}: {s.detail}</li>)}
        {v.ok ? <li>✓ accepted</li> : null}
      </ol>
      <Problems kind="error" items={v.errors ?? []} state={state} />
      <Problems kind="warning" items={v.warnings ?? []} state={state} />
      {v.logs && v.logs.length > 0 ? <><p className="small">Your bot&apos;s log:</p>{v.logs.map((l, i) => <div key={i} className="log">{l}</div>)}</> : null}
    </section>
  );
}

export function UploadForm({ csrf, games, leagues }: { csrf: string; games: readonly { id: string; name: string }[]; leagues: readonly { slug: string; name: string; game: string }[] }) {
  const { state, pending, form } = useFormKeepingInput(uploadBotAction, {});
  const err = (k: string) => <FieldErrors state={state} field={k} />;
  return (
    <form {...form} className="stack" encType="multipart/form-data">
      <input type="hidden" name="csrf" value={csrf} />
      <label>Bot name<input type="text" name="name" required maxLength={64} />{err('name')}</label>
      <label>Game<select name="game" defaultValue={games[0]?.id}>{games.map((g) => <option key={g.id} value={g.id}>{g.name}</option>)}</select>{err('game')}</label>
      <label>Enter league (optional)<select name="league" defaultValue=""><option value="">— none —</option>{leagues.map((l) => <option key={l.slug} value={l.slug}>{l.name} ({l.game})</option>)}</select>{err('league')}</label>
      <label className="small"><input type="checkbox" name="keepVersions" /> Keep this bot&apos;s league entries on their current versions (by default a new version takes their place)</label>
      <label>Source file<input type="file" name="file" accept=".ts,.js,text/plain" /></label>
      <label>…or paste the source<textarea name="source" defaultValue={state.source ?? ''} placeholder={PLACEHOLDER} spellCheck={false} />{err('source')}</label>
      <button type="submit" className="primary" disabled={pending}>{pending ? 'Checking… (compile, sandbox, smoke match)' : 'Upload and check'}</button>
      {pending ? <p role="status" className="small">Checking your bot: compiling, loading it in the sandbox, playing a smoke match against house bots…</p> : null}
      {state.message ? <p role="status" className={`form-message${state.accepted ? ' form-ok' : ''}`}>{state.message}</p> : null}
      {state.accepted ? (
        <p>
          <Link href={`/bots/${state.accepted.botId}`}>Open the bot page</Link>
          {state.accepted.entered ? <> · entered in <Link href={`/leagues/${state.accepted.entered}`}>{state.accepted.entered}</Link></> : null}
          {state.accepted.entryError ? <> · not entered: {state.accepted.entryError}</> : null}
        </p>
      ) : null}
      <Verdict state={state} />
    </form>
  );
}
