/// The numbers of the names of template context keys (``TemplateKey``), one table for the process.
///
/// A context holds about 770 entries per endpoint. An entry that stores its key as a 4-byte number takes
/// 32 bytes (the number is padded to the value's alignment), where one that stored the name and a hash to
/// search by took 40; rendering searches smaller entries and never compares names.
/// The names are the keys of the built-in contexts and the names in templates' tags, a few hundred, so the
/// table stays small; it keeps each name for the life of the process.
///
/// Names are found with an open-addressing hash table (linear probing) over a 64-bit FNV-1a hash of their
/// bytes taken eight bytes at a time (``hash(of:)``), which costs a few instructions a byte where Swift's
/// `Hasher` cost about 350 a name. The table is shared by every thread, behind a ``LockedValue``, whose
/// lock costs a few instructions when no other thread holds it: a key is numbered each time a dictionary
/// literal is evaluated, about 770 times per endpoint.
enum TemplateKeyTable {
    /// The names and the hash table that finds a name's number.
    struct Names {
        /// The names, by number.
        var names: [String] = []
        /// Each name's ``TemplateKeyTable/hash(of:)``, by number.
        var hashes: [UInt64] = []
        /// Each slot holds a number plus one, or 0 when empty; the count is a power of two, at least twice
        /// the number of names.
        var slots = [UInt32](repeating: 0, count: 1024)
        /// The addresses of the string literals already numbered (see ``id(ofLiteral:)``), 0 for an empty
        /// slot; the count is a power of two, at least twice the number of literals.
        var literalAddresses: [UInt]
        /// The number of the literal whose address is in the same slot of ``literalAddresses``.
        var literalIDs: [UInt32]
        /// How many slots of ``literalAddresses`` are taken.
        var literalCount = 0

        /// An empty table, with `literalSlotCount` slots for literals to start with (a power of two).
        init(literalSlotCount: Int = 1024) {
            literalAddresses = [UInt](repeating: 0, count: literalSlotCount)
            literalIDs = [UInt32](repeating: 0, count: literalSlotCount)
        }

        /// The number of the name a string literal holds, found by the address of its text.
        ///
        /// The dictionary literals of the built-in contexts number about 770 keys per endpoint, each time
        /// they are evaluated. Hashing and comparing each name's bytes cost about 140 instructions a key;
        /// finding a literal's address costs a tenth of that. Two literals of the same name at different
        /// addresses get the same number, through ``id(of:)``. A literal of one Unicode scalar may be held
        /// without an address; it is numbered by its name.
        mutating func id(ofLiteral literal: StaticString) -> UInt32 {
            guard literal.hasPointerRepresentation else { return id(of: literal.description) }
            let address = UInt(bitPattern: literal.utf8Start)
            let mask = literalAddresses.count - 1
            var slot = Self.literalSlot(of: address) & mask
            while literalAddresses[slot] != 0 {
                if literalAddresses[slot] == address { return literalIDs[slot] }
                slot = (slot + 1) & mask
            }
            let id = id(of: literal.description)
            literalAddresses[slot] = address
            literalIDs[slot] = id
            literalCount += 1
            if literalCount * 2 > literalAddresses.count { growLiterals() }
            return id
        }

        /// The first slot to try for a literal at `address`: the upper half of the address times 2^64 divided
        /// by the golden ratio (Fibonacci hashing), whose low bits depend on all of the address's low bits.
        private static func literalSlot(of address: UInt) -> Int {
            Int(truncatingIfNeeded: (UInt64(address) &* 0x9e37_79b9_7f4a_7c15) >> 32)
        }

        /// Doubles the literals' slots and puts every literal back.
        private mutating func growLiterals() {
            let oldAddresses = literalAddresses
            let oldIDs = literalIDs
            literalAddresses = [UInt](repeating: 0, count: oldAddresses.count * 2)
            literalIDs = [UInt32](repeating: 0, count: oldAddresses.count * 2)
            let mask = literalAddresses.count - 1
            for (address, id) in zip(oldAddresses, oldIDs) where address != 0 {
                var slot = Self.literalSlot(of: address) & mask
                while literalAddresses[slot] != 0 { slot = (slot + 1) & mask }
                literalAddresses[slot] = address
                literalIDs[slot] = id
            }
        }

        /// The number of `name`, given the first time it is asked for.
        ///
        /// A name is found when its hash and its text both match. `String`'s `==` alone takes two Unicode
        /// normalization forms of a name as equal, so a name's number would have depended on whether the
        /// other form happened to lie on its probe path; their bytes, and so their hashes, differ.
        mutating func id(of name: String) -> UInt32 {
            let mask = slots.count - 1
            let hash = TemplateKeyTable.hash(of: name)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                let id = Int(slots[slot] - 1)
                if hashes[id] == hash, names[id] == name { return UInt32(id) }
                slot = (slot + 1) & mask
            }
            let id = UInt32(names.count)
            names.append(name)
            hashes.append(hash)
            slots[slot] = id + 1
            if names.count * 2 > slots.count { grow() }
            return id
        }

        /// Doubles the slots and puts every number back.
        private mutating func grow() {
            slots = [UInt32](repeating: 0, count: slots.count * 2)
            let mask = slots.count - 1
            for (id, hash) in hashes.enumerated() {
                var slot = Int(truncatingIfNeeded: hash) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = UInt32(id) + 1
            }
        }
    }

    private static let table = LockedValue(Names())

    /// The number of `name`.
    static func id(of name: String) -> UInt32 {
        table.withLock { $0.id(of: name) }
    }

    /// The number of the name a string literal holds.
    static func id(ofLiteral literal: StaticString) -> UInt32 {
        table.withLock { $0.id(ofLiteral: literal) }
    }

    /// The name numbered `id`.
    static func name(of id: UInt32) -> String {
        table.withLock { $0.names[Int(id)] }
    }

    /// A 64-bit hash of `name`'s UTF-8 bytes: FNV-1a's step (xor, then multiply by its prime) over the bytes
    /// eight at a time, then over the bytes left; the high half is folded into the low one at the end (a
    /// multiplication carries a word's bits only upwards), so the low bits that pick a slot depend on every
    /// byte. The bytes are read from the string's contiguous storage.
    static func hash(of name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { bytes in
            let prime: UInt64 = 0x0000_0100_0000_01b3
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            let raw = UnsafeRawBufferPointer(bytes)
            var offset = 0
            while offset + 8 <= raw.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* prime
                offset += 8
            }
            while offset < raw.count {
                hash = (hash ^ UInt64(raw[offset])) &* prime
                offset += 1
            }
            return hash ^ (hash >> 32)
        }
    }
}
