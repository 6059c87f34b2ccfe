// CatalogStorage: placeholder until its issue lands.
