export interface StructureAgent {
  id: string;
  name: string;
  login: string | null;
  roles: string[];
  type: string;
  is_manager: boolean;
  blocked: boolean;
}

export interface StructureSubdivision {
  id: string;
  name: string;
  parent_id: string | null;
  agents: StructureAgent[];
  children: StructureSubdivision[];
}

export interface StructurePartner {
  id: string;
  name: string;
  subdivisions: StructureSubdivision[];
  agents: StructureAgent[];
}
