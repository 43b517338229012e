/**
 * The app's own texts, as the flight recorder tests a pressed control's name against them (decision
 * 0359): a name that is exactly one of the catalogues' strings names nobody and may leave the phone;
 * anything else (a unit row with its residents, a device the installer named) may not. Texts with
 * placeholders are left out: what fills them can be a person's.
 */
import { texts } from '../domain/texts';

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

function stringsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(normalised(value));
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((item) => stringsOf(item, into));
  return into;
}

const appTexts = stringsOf(texts, new Set());

export function isAppText(text: string): boolean {
  return text !== '' && appTexts.has(normalised(text));
}
