// CatalogRunner: placeholder until its issue lands.
