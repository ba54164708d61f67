import type { Instrument, InstrumentDto, InstrumentPage } from '@arya/core';
import { toPostAuthorDto } from '../../shared/members/post-author.dto.ts';
import type { Viewer } from '../../shared/viewer.ts';
import type { TopMemberRow } from './instruments.repository.ts';

/** A catalogue instrument as the API answers it. */
export function toInstrumentDto(instrument: Instrument): InstrumentDto {
  return { Symbol: instrument.symbol, Name: instrument.name, NameFr: instrument.nameFr ?? null, AssetType: instrument.assetType, Decimals: instrument.decimals };
}

/** One of an instrument's most active members, as a post shows its author to the viewer (erased members are never among them). */
export function toTopMemberDto({ member, postsCount }: TopMemberRow, viewer: Viewer): InstrumentPage['TopMembers'][number] {
  return { ...toPostAuthorDto(member, viewer), PostsCount: postsCount };
}
