/// The version of this catalog build, recorded with every run and baseline.
public enum CatalogVersion {
  public static let current = "0.1.0"
}
