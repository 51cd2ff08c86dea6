// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Batches read calls. Same ABI as Multicall3's `aggregate3` and `getEthBalance`, so clients
/// that know the canonical Multicall3 address work unchanged once this code is placed there.
contract Multicall {
    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory results) {
        results = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            Call3 calldata call = calls[i];
            (bool success, bytes memory returnData) = call.target.call(call.callData);
            if (!success && !call.allowFailure) {
                // Bubble the callee's revert data up, as Multicall3 does not; it is more useful.
                assembly {
                    revert(add(returnData, 32), mload(returnData))
                }
            }
            results[i] = Result(success, returnData);
        }
    }

    function getEthBalance(address account) external view returns (uint256) {
        return account.balance;
    }

    function getBlockNumber() external view returns (uint256) {
        return block.number;
    }

    function getCurrentBlockTimestamp() external view returns (uint256) {
        return block.timestamp;
    }
}
