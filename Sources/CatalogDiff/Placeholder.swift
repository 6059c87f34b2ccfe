// CatalogDiff: placeholder until its issue lands.
