import NanoRouting
import Testing

@Suite("Custom parameter types")
struct ParameterTypeRegistryTests {
    @Test func registersAndLists() throws {
        var types = ParameterTypeRegistry()
        try types.register(Double.self, as: "double")
        try types.register(Bool.self, as: "bool")
        try types.register(Double.self, as: "double")  // same type again: no-op
        #expect(types.names == ["bool", "double"])
        #expect(types.contains("double"))
        #expect(!types.contains("int"))
    }

    @Test func rejectsBadNames() {
        var types = ParameterTypeRegistry()
        #expect(throws: ParameterTypeError.invalidName("2x")) { try types.register(Double.self, as: "2x") }
        #expect(throws: ParameterTypeError.invalidName("")) { try types.register(Double.self, as: "") }
        #expect(throws: ParameterTypeError.invalidName("a-b")) { try types.register(Double.self, as: "a-b") }
        for reserved in ["int", "uuid", "string", "enum"] {
            #expect(throws: ParameterTypeError.reservedName(reserved)) { try types.register(Double.self, as: reserved) }
        }
    }

    @Test func rejectsSecondTypeUnderSameName() throws {
        var types = ParameterTypeRegistry()
        try types.register(Double.self, as: "number")
        #expect(throws: ParameterTypeError.alreadyRegistered(name: "number", existingType: "Double")) {
            try types.register(Int.self, as: "number")
        }
        #expect(
            ParameterTypeError.alreadyRegistered(name: "number", existingType: "Double").description
                == "parameter type name 'number' is already registered for Double")
    }

    @Test func customTypeMatchesWhenItConverts() throws {
        var router = Router<String>()
        try router.parameterTypes.register(Double.self, as: "double")
        try router.register("price/:amount(double)", owner: "Shop", value: "price")
        let route = try router.match(path: ["price", "12.5"])
        #expect(route.parameters.value(Double.self, "amount") == 12.5)
        #expect(
            deepLinkError { try router.match(path: ["price", "cheap"]) }
                == .badParameter(name: "amount", value: "cheap", expected: "double"))
    }
}
