// The SSRF address policy lives in the kit (shared with the integrations service's store client).
export { isPublicAddress, publicAddressPolicy, type AddressPolicy } from "@shopscript/kit";
