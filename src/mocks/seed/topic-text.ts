/**
 * Reusable prose per topic for the seeded articles. Each blog takes its own lead and key points from the
 * catalog and rotates through these pools, so neighbouring posts read differently. Paragraphs carry the
 * inline marks the editor allows (bold, italic, links, marker, inline code) to exercise the sanitizer.
 */
import { EVENTS_TEXT, TECH_TEXT } from './topic-text-events-tech';
import { FINANCE_TEXT, LIFESTYLE_TEXT, TRAVEL_TEXT } from './topic-text-money-travel';

export type Topic = 'events' | 'tech' | 'finance' | 'travel' | 'lifestyle';

export interface TopicText {
  sections: string[];
  subsections: string[];
  paragraphs: string[];
  quotes: { text: string; caption: string }[];
  captions: string[];
  tips: string[];
  closings: string[];
}

export const TOPIC_TEXT: Record<Topic, TopicText> = {
  events: EVENTS_TEXT,
  tech: TECH_TEXT,
  finance: FINANCE_TEXT,
  travel: TRAVEL_TEXT,
  lifestyle: LIFESTYLE_TEXT,
};

export function pick<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('Empty seed text pool');
  return item;
}
