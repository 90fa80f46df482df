// What a network table shows above its screens: the status banner (who is at the table, what it
// waits for, the keys; the host's seat prompt while handing a seat over) and, at the host, the
// invites of the seats that have not joined yet. Nothing at one laptop.
import { useRef } from 'react';
import type { Seat } from '../core/types.js';
import type { LiveTable, TableStatus } from '../session/network-table.js';
import { bannerLines, invitePanel, joinedSeats } from './network-banner.js';
import { handingPrompt } from './useLiveKeys.js';

/** The banner's lines: none without a status; while handing, the last line asks for the seat. `deciding`: see bannerLines. */
export function liveBannerLines(status: TableStatus | null, names: readonly string[], here: readonly Seat[], host: boolean, handing: boolean, width: number, deciding: string | null = null): string[] {
  const banner = status ? bannerLines(status, names, here, host, width, deciding) : [];
  if (handing && banner.length > 0) banner[banner.length - 1] = handingPrompt(names.length);
  return banner;
}

export interface LiveBanner {
  status: TableStatus | null;
  banner: string[];
  invites: string[];
}

/** `rows`: the terminal's; the invites take at most half of them. `deciding`: see bannerLines. */
export function useLiveBanner(live: LiveTable | null, names: readonly string[], here: readonly Seat[], handing: boolean, width: number, rows: number, deciding: string | null = null): LiveBanner {
  /** Seats that have joined at least once: their invites leave the host's screen for good. */
  const joined = useRef<ReadonlySet<Seat>>(new Set());
  const status = live?.status() ?? null;
  const banner = liveBannerLines(status, names, here, !!live?.host, handing, width, deciding);
  if (status) joined.current = joinedSeats(status, joined.current);
  const invites = live?.host ? invitePanel(live.host.invites(), joined.current, width, Math.floor(rows / 2)) : [];
  return { status, banner, invites };
}
