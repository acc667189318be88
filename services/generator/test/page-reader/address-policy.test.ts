import { isPublicAddress } from "../../src/page-reader/address-policy";
import { AddressRefusedError, HostNotFoundError, resolveAllowedAddress } from "../../src/page-reader/resolve-allowed-address";

// Pure functions: no sockets anywhere in this file.
describe("isPublicAddress (the production policy)", () => {
  it.each([
    "0.0.0.0", "0.1.2.3", "10.0.0.1", "10.255.255.255", "100.64.0.1", "100.127.255.254", "127.0.0.1", "127.0.0.2",
    "127.255.255.254", "169.254.0.1", "169.254.169.254", "172.16.0.1", "172.31.255.255", "192.0.0.8", "192.0.2.1",
    "192.88.99.1", "192.168.0.1", "198.18.0.1", "198.19.255.255", "198.51.100.7", "203.0.113.9", "224.0.0.1",
    "239.255.255.250", "240.0.0.1", "255.255.255.255",
  ])("refuses IPv4 %s", (address) => expect(isPublicAddress(address)).toBe(false));

  it.each([
    "::", "::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:10.0.0.1", "::ffff:169.254.169.254", "::ffff:a9fe:a9fe",
    "::7f00:1", "::127.0.0.1", "::10.0.0.1", "::8.8.8.8", "fc00::1", "fd00::2", "fdff:ffff::1", "fe80::1", "fe80::1%eth0",
    "febf::1", "ff02::1", "ff0e::1", "64:ff9b::7f00:1", "64:ff9b::a00:1", "64:ff9b::a9fe:a9fe", "64:ff9b:1::1",
    "2001:db8::1", "2001:db8:ffff::1", "2002:7f00:1::", "2002:a00:1::1", "2002:a9fe:a9fe::", "2001::1",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2", "3fff::1", "100::1", "1000::1", "4000::1", "::ffff:0:7f00:1",
  ])("refuses IPv6 %s", (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(["8.8.8.8", "1.1.1.1", "93.184.215.14", "172.15.255.255", "172.32.0.1", "100.63.255.255", "100.128.0.1", "192.0.1.1", "198.17.255.255", "223.255.255.255"])(
    "allows public IPv4 %s",
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it.each(["2606:4700:4700::1111", "2a00:1450:4001:80b::200e", "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:808:808::1", "3ffe::1"])(
    "allows public IPv6 %s",
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it.each(["", "localhost", "example.com", "2130706433", "0x7f000001", "0177.0.0.1", "127.1", "127.000.000.001", "[::1]", " 8.8.8.8", "8.8.8.8 "])(
    "refuses %j, which is not a canonical IP literal",
    (value) => expect(isPublicAddress(value)).toBe(false),
  );
});

describe("resolveAllowedAddress (the guard's single decision)", () => {
  const allowOnly = (allowed: string) => (address: string) => address === allowed;

  it("checks IP literals without asking the resolver", async () => {
    const lookup = jest.fn();
    await expect(resolveAllowedAddress("[::1]", 80, { policy: () => false, lookup })).rejects.toBeInstanceOf(AddressRefusedError);
    await expect(resolveAllowedAddress("8.8.8.8", 80, { policy: isPublicAddress, lookup })).resolves.toEqual({ address: "8.8.8.8", family: 4 });
    expect(lookup).not.toHaveBeenCalled();
  });

  it("refuses localhost names without asking the resolver", async () => {
    const lookup = jest.fn();
    for (const name of ["localhost", "LOCALHOST", "localhost.", "a.localhost", "x.y.localhost."]) {
      await expect(resolveAllowedAddress(name, 80, { policy: () => true, lookup })).rejects.toBeInstanceOf(AddressRefusedError);
    }
    expect(lookup).not.toHaveBeenCalled();
  });

  it("refuses when ANY answer is refused, and otherwise returns the first answer", async () => {
    const answers = [
      { address: "93.184.215.14", family: 4 as const },
      { address: "10.0.0.1", family: 4 as const },
    ];
    await expect(resolveAllowedAddress("shop.example", 443, { policy: isPublicAddress, lookup: async () => answers })).rejects.toBeInstanceOf(
      AddressRefusedError,
    );
    await expect(resolveAllowedAddress("shop.example", 443, { policy: allowOnly("93.184.215.14"), lookup: async () => [answers[0]!] })).resolves.toEqual(
      answers[0],
    );
  });

  it("reports a name that does not resolve, or resolves to nothing", async () => {
    const failing = async () => {
      throw new Error("ENOTFOUND");
    };
    await expect(resolveAllowedAddress("nowhere.example", 80, { policy: () => true, lookup: failing })).rejects.toBeInstanceOf(HostNotFoundError);
    await expect(resolveAllowedAddress("empty.example", 80, { policy: () => true, lookup: async () => [] })).rejects.toBeInstanceOf(HostNotFoundError);
  });

  it("passes the port to the policy", async () => {
    const policy = (address: string, port: number) => address === "127.0.0.2" && port === 8080;
    await expect(resolveAllowedAddress("127.0.0.2", 8080, { policy, lookup: jest.fn() })).resolves.toMatchObject({ address: "127.0.0.2" });
    await expect(resolveAllowedAddress("127.0.0.2", 8081, { policy, lookup: jest.fn() })).rejects.toBeInstanceOf(AddressRefusedError);
  });
});
