/** A subdivision of a partner (G7). */
export interface SubdivisionRecord {
  id: string;
  name: string;
  partner_id: string;
  partner: { id: string; name: string };
  parent_id: string | null;
  created_at: string;
}

/** An entry of GET /subdivisions/all; the leading one (id null) is 'no subdivision'. */
export interface SubdivisionRef {
  id: string | null;
  name: string;
}

export const SUBDIVISIONS_PATH = '/partners/subdivisions';
export const subdivisionPath = (id?: string) => `${SUBDIVISIONS_PATH}/${id ?? 'new'}`;
