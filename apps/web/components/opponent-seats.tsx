import type { ReactNode } from 'react';
import type { ChallengeFormData } from '@/lib/challenges/data';

/** The opponents' seat selects of the challenge, comparison and table forms: the game's minimum seated with house:random, the rest optional. */
export function OpponentSeats({ data, legend, error }: { data: Pick<ChallengeFormData, 'seats' | 'opponents'>; legend: string; error: ReactNode }) {
  const slots = Array.from({ length: data.seats.max - 1 }, (_, i) => i);
  return (
    <fieldset>
      <legend>{legend} ({data.seats.min - 1} to {data.seats.max - 1}; any public version, or a house bot)</legend>
      {slots.map((i) => (
        <label key={i}>Seat {i + 1}
          <select name="opponent" defaultValue={i < data.seats.min - 1 ? 'house:random' : ''}>
            {i >= data.seats.min - 1 ? <option value="">— empty —</option> : null}
            {data.opponents.map((v) => <option key={v.value} value={v.value}>{v.label}</option>)}
          </select>
        </label>
      ))}
      {error}
    </fieldset>
  );
}
