// The database's own tables: the settings (settings.ts) and the migrations' record (migrate.ts).

export interface SettingsTable {
  key: string;
  value: string;
  updatedAt: number;
}

export interface SchemaVersionTable {
  version: number;
  appliedAt: number;
}
