// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC4337} from "solady/src/accounts/ERC4337.sol";
import {LibClone} from "solady/src/utils/LibClone.sol";

/// The embedded wallet's smart account: Solady's ERC-4337 account (EntryPoint v0.7, one owner,
/// execute / executeBatch, ERC-1271 with ERC-7739 replay protection), named for its EIP-712 domain.
contract LatchAccount is ERC4337 {
    function _domainNameAndVersion() internal pure override returns (string memory, string memory) {
        return ("LatchAccount", "1");
    }
}

/// Deploys LatchAccount proxies (ERC-1967) at addresses that depend on the salt alone, as viem's
/// `toSoladySmartAccount` expects (`createAccount(owner, salt)`, `getAddress(salt)`). The salt must
/// start with the owner's address, so nobody can take another owner's address for themselves.
contract LatchAccountFactory {
    address public immutable implementation;

    error SaltDoesNotStartWithOwner();

    constructor(address erc4337) payable {
        implementation = erc4337;
    }

    function createAccount(address owner, bytes32 salt) public payable returns (address) {
        if (address(bytes20(salt)) != owner) revert SaltDoesNotStartWithOwner();
        (bool alreadyDeployed, address account) =
            LibClone.createDeterministicERC1967(msg.value, implementation, salt);
        if (!alreadyDeployed) LatchAccount(payable(account)).initialize(owner);
        return account;
    }

    function getAddress(bytes32 salt) public view returns (address) {
        return LibClone.predictDeterministicAddressERC1967(implementation, salt, address(this));
    }
}
