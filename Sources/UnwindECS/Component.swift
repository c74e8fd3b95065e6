/// Marks a type as data that can be attached to an ``Entity``, so attaching an arbitrary value
/// by mistake fails at compile time.
///
/// Components are meant to be small structs: storages keep them in contiguous arrays and
/// queries hand them out `inout`, in place.
public protocol Component {}
