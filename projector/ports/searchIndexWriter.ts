/** The search index as the projector writes it; query-api/ports/searchIndex.ts is how it is read. */
import type { Satang } from '../../events/money.ts';

/**
 * One approved clip as the index stores it. `version` is the clip stream's position of the
 * change it reflects: an adapter never lets an older version replace a newer one.
 */
export interface SearchDocument {
  clipId: string;
  sellerId: string;
  version: number;
  title: string;
  description: string;
  tags: string[];
  category: string;
  vehicleType: string;
  priceSatang: Satang;
  /** YYYY-MM-DD */
  incidentDate: string;
  /** HH:MM */
  incidentTime: string;
  location: {
    lat: number;
    lng: number;
    province: string;
    district: string;
    subDistrict: string;
    address: string;
  };
  uploadedAt: string;
  approvedAt: string | null;
  views: number;
}

export interface SearchRemoval {
  clipId: string;
  version: number;
}

export interface ViewCount {
  clipId: string;
  views: number;
}

/**
 * Writes to the index, called by the search projection (projector/projections/search). Every
 * method is idempotent: the projector may deliver a batch again after a crash.
 */
export interface SearchIndexWriter {
  /** Adds or replaces approved clips (an older version than the stored one changes nothing). */
  put(documents: SearchDocument[]): Promise<void>;
  /** Takes clips out: rejected, expired, deleted. */
  remove(removals: SearchRemoval[]): Promise<void>;
  /** Takes out every clip of an erased seller. */
  removeSeller(sellerId: string): Promise<void>;
  /** Sets the view counts (absolute numbers, so a repeat is harmless). */
  setViews(counts: ViewCount[]): Promise<void>;
  /**
   * Resolves once everything written before the call is found by searches. Present where writes
   * become searchable later (a search engine's refresh); the projector awaits it before it moves
   * the checkpoint that read-your-writes waits for. Absent where a write is visible when it commits.
   */
  visible?(): Promise<void>;
}
