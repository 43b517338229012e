/**
 * The Ring doorbell's details (spec 02 §3) and the metadata records the provider keeps for them.
 * A Ring device is created and changed by metadata_id only (spec 02 §7), so each combination of
 * model, Ring Chime answer and in-home chime type is one metadata record; its device_metadata
 * carries chime_type and ring_chime. The ids are our numbering (decision 0236).
 */
import { z } from 'zod';

export const ringModels = ['pro', 'wired'] as const;
export type RingModel = (typeof ringModels)[number];

export const chimeTypes = ['digital', 'mechanical', 'none'] as const;
export type ChimeType = (typeof chimeTypes)[number];

export const ringChimeAnswers = ['yes', 'no'] as const;
export type RingChimeAnswer = (typeof ringChimeAnswers)[number];

export interface RingDetails {
  ringModel: RingModel;
  ringChime: RingChimeAnswer;
  /** Asked only for the pro model (spec 02 §5); null for wired. */
  chimeType: ChimeType | null;
}

export interface RingMetadata extends RingDetails {
  id: number;
  modelNumber: string;
  long_name: string;
}

const modelNumbers: Record<RingModel, { modelNumber: string; long_name: string }> = {
  pro: { modelNumber: 'RING-PRO2', long_name: 'Ring Video Doorbell Pro 2 (hardwired)' },
  wired: { modelNumber: 'RING-WIRED', long_name: 'Ring Video Doorbell Wired' },
};

/** The work-ticket field of doorbells: a Ring device counts against any doorbell line. */
export const DOORBELL_WT_FIELD = 'Doorbell_Qty__c';

const combinations: RingDetails[] = [
  ...ringChimeAnswers.flatMap((ringChime) => chimeTypes.map((chimeType): RingDetails => ({ ringModel: 'pro', ringChime, chimeType }))),
  ...ringChimeAnswers.map((ringChime): RingDetails => ({ ringModel: 'wired', ringChime, chimeType: null })),
];

export const ringMetadata: readonly RingMetadata[] = combinations.map((details, index) => ({ id: 41 + index, ...details, ...modelNumbers[details.ringModel] }));

export function ringMetadataId(details: RingDetails): number | null {
  const chimeType = details.ringModel === 'pro' ? details.chimeType : null;
  return ringMetadata.find((entry) => entry.ringModel === details.ringModel && entry.ringChime === details.ringChime && entry.chimeType === chimeType)?.id ?? null;
}

export function ringMetadataById(id: number | null | undefined): RingMetadata | null {
  return ringMetadata.find((entry) => entry.id === id) ?? null;
}

/** POST ring create (spec 02 §7). */
export const ringCreateBodySchema = z.object({
  gatewayId: z.string().min(1),
  metadata_id: z.number().int(),
  deviceType: z.literal('doorbell'),
  model: z.literal('ring'),
});

/** PUT ring device update (spec 02 §7). */
export const ringUpdateBodySchema = z.object({ metadata_id: z.number().int() });
