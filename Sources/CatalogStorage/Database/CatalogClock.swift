import Foundation

/// Where a catalog's writes take the time they record (`createdAt`, `removedAt`, a baseline's
/// supersession): the system clock by default; a test passes a fixed one. A write transaction
/// reads it once, when it begins, so every row it writes has the same moment.
package typealias CatalogClock = @Sendable () -> Date
